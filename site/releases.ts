import type { Lang } from './i18n';

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
