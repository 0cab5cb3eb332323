import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Lang } from '../site/i18n';
import { type ReleasePostsByLang, newestFirst, parseReleasePost, releasePostFile, releasePostsDir } from '../site/releases';

/** Name of the module the releases index imports its list from. */
export const releasePostsModule = 'virtual-release-posts';

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
