import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Lang } from '../site/i18n';
import { titleFromMdx } from '../site/pages';
import { type ReleasePost, type ReleasePostsByLang, newestFirst, releasePostFile, releasePostsDir } from '../site/releases';

/** Name of the module the releases index imports its list from. */
export const releasePostsModule = 'virtual-release-posts';

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

/** Every release post of both languages under a docs root, newest first. */
export function readReleasePosts(docsRoot: string, langs: Lang[] = ['en', 'zh']): ReleasePostsByLang {
  const byLang = { en: [], zh: [] } as ReleasePostsByLang;
  for (const lang of langs) {
    const dir = path.join(docsRoot, lang, releasePostsDir);
    if (!existsSync(dir)) continue;
    const posts = readdirSync(dir)
      .filter((name) => releasePostFile.test(name))
      .map((name) => parseReleasePost(readFileSync(path.join(dir, name), 'utf8'), lang, name));
    byLang[lang] = newestFirst(posts);
  }
  return byLang;
}

/** Gives the theme the list of release posts, read from their frontmatter at build time. */
export function pluginReleasePosts(docsRoot: string): RspressPlugin {
  return {
    name: 'site-release-posts',
    addRuntimeModules() {
      return { [releasePostsModule]: `export default ${JSON.stringify(readReleasePosts(docsRoot))};` };
    },
  };
}
