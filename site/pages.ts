import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './i18n';
import type { PageSource } from './sidebar';

/**
 * Title of an MDX source: the frontmatter `title`, else the first `# ` heading
 * (without markdown emphasis or code ticks).
 */
export function titleFromMdx(source: string): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const title = frontmatter && /^title:\s*(.+?)\s*$/m.exec(frontmatter[1]);
  if (title) return title[1].replace(/^(['"])(.*)\1$/, '$2');
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^#\s+(.+?)\s*$/.exec(line);
    if (match) return match[1].replace(/[`*_]/g, '').replace(/\s*\{#[^}]+\}$/, '');
  }
  return undefined;
}

/** Reads page titles from docs/<lang>/<page>.mdx on disk. */
export function diskPages(docsRoot: string): PageSource {
  return {
    titleOf(lang: Lang, page: string) {
      const file = path.join(docsRoot, lang, `${page}.mdx`);
      if (!existsSync(file)) return undefined;
      return titleFromMdx(readFileSync(file, 'utf8')) ?? page;
    },
  };
}
