import type { Lang } from './i18n';
import { titleFromMdx } from './pages';

/**
 * The release posts (docs/<lang>/community/releases/v*.mdx) as the releases
 * index lists them: read from each post's frontmatter, newest first, so a new
 * post appears on the index without editing it.
 */
export interface ReleasePost {
  /** Route of the post, e.g. /community/releases/v1-0 or /zh/community/releases/v0-7. */
  link: string;
  title: string;
  /** `published_at` of the frontmatter, YYYY-MM-DD. */
  date: string;
  /** `description` of the frontmatter ('' when missing). */
  description: string;
}

export type ReleasePostsByLang = Record<Lang, ReleasePost[]>;

/** Folder of the posts under docs/<lang>/. */
export const releasePostsDir = 'community/releases';

/** File names of release posts: v1-0.mdx, v0-7.mdx... */
export const releasePostFile = /^v\d+-\d+\.mdx?$/;

function frontmatterField(source: string, field: string): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const match = frontmatter && new RegExp(`^${field}:\\s*(.+?)\\s*$`, 'm').exec(frontmatter[1]);
  return match ? match[1].replace(/^(['"])(.*)\1$/, '$2') : undefined;
}

/** A post from its MDX source; throws when `published_at` is missing or not a date. */
export function parseReleasePost(source: string, lang: Lang, fileName: string): ReleasePost {
  const slug = fileName.replace(/\.mdx?$/, '');
  const date = frontmatterField(source, 'published_at');
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`docs/${lang}/${releasePostsDir}/${fileName}: frontmatter needs published_at: YYYY-MM-DD (got ${date ?? 'nothing'})`);
  }
  return {
    link: `${lang === 'en' ? '' : `/${lang}`}/${releasePostsDir}/${slug}`,
    title: titleFromMdx(source) ?? slug,
    date,
    description: frontmatterField(source, 'description') ?? '',
  };
}

/** Newest first; posts of the same day by title, descending (1.1 before 1.0). */
export function newestFirst(posts: ReleasePost[]): ReleasePost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.title.localeCompare(a.title, 'en', { numeric: true }));
}

/** "September 10, 2024" / "2024 年 9 月 10 日", from YYYY-MM-DD without time zones. */
export function formatReleaseDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  if (lang === 'zh') return `${year} 年 ${month} 月 ${day} 日`;
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[month - 1]} ${day}, ${year}`;
}
