import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress puts the data of every page (title, headers, description, ...) into
 * the JavaScript that every page loads. Two parts of it are far bigger than
 * what the browser needs:
 *
 * - `description` is the page's whole text before its first `##` heading.
 *   It only feeds the `description` and `og:description` meta tags, where
 *   search engines show about 160 characters. On pages that open with a
 *   list (the Type / Default lines of config pages) the list runs into the
 *   prose, so those pages use their first paragraph instead. Even cut to
 *   160 characters, the descriptions of all pages were 29 KB of gzip in
 *   every page's JavaScript, where no page reads another's: so they move
 *   into `descriptions`, which the static HTML's head is written from
 *   (plugins/seo.ts), and leave the page list.
 * - `toc` lists every heading with its character offset for search. In the
 *   browser, headers of other pages are only read by overview pages (depth 2,
 *   pages below the overview's folder); the page's own outline comes from its
 *   own module, and search reads its own index file, written before this
 *   trimming runs. So only pages below an overview keep their headers.
 */

/** Longest meta description kept, in characters (what result pages show). */
export const maxDescriptionLength = 160;

/** Deepest heading level kept in the page list (overview pages show depth 2). */
export const maxTocDepth = 2;

/** Cuts a description to at most `max` characters: whole sentences if possible, else whole words and an ellipsis. */
export function metaDescription(text: string, max = maxDescriptionLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const sentenceEnd = Math.max(...['. ', '。', '！', '？', '! ', '? '].map((mark) => {
    const at = (head + ' ').lastIndexOf(mark);
    return at === -1 ? -1 : at + mark.trimEnd().length;
  }));
  if (sentenceEnd >= max / 2) return head.slice(0, sentenceEnd).trim();
  const wordEnd = head.slice(0, max - 1).search(/\s\S*$/);
  const cut = wordEnd >= max / 2 ? head.slice(0, wordEnd) : head.slice(0, max - 1);
  return `${cut.replace(/[\s,;:，、；：]+$/, '')}…`;
}

/** Markdown inline syntax reduced to its text: code spans, emphasis, links. */
function inlineText(markdown: string): string {
  return markdown
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.slice(1, -1)
        : part.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2'),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first prose paragraph after the `# ` title, for pages whose first block
 * is a bullet list; undefined for pages that open with prose (their extracted
 * description is already right) or that have no such paragraph.
 */
export function paragraphAfterLeadingList(markdown: string): string | undefined {
  const afterTitle = markdown.split(/^# .*$/m)[1];
  if (afterTitle === undefined) return undefined;
  const blocks = afterTitle.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  if (!blocks[0] || !/^[-*] /.test(blocks[0])) return undefined;
  for (const block of blocks.slice(1)) {
    if (/^#/.test(block)) return undefined;
    if (/^([-*>|<:]|\d+\.|```|import |export )/.test(block)) continue;
    return inlineText(block);
  }
  return undefined;
}

interface TocItem {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** Headers down to `maxTocDepth`, without the search offsets. */
export function leanToc(toc: TocItem[], depth = maxTocDepth): TocItem[] {
  return toc.filter((h) => h.depth <= depth).map(({ id, text, depth: d }) => ({ id, text, depth: d }));
}

/**
 * Route folders of the overview pages (`overview: true` in frontmatter) under
 * docs/<lang>/: `/config/` for docs/en/config/index.mdx, `/zh/config/` for its twin.
 */
export function overviewFolders(docsRoot: string, defaultLang = 'en'): string[] {
  const folders: string[] = [];
  for (const file of readdirSync(docsRoot, { recursive: true, encoding: 'utf8' })) {
    if (!/(^|[\\/])index\.mdx?$/.test(file)) continue;
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(docsRoot, file), 'utf8'));
    if (!frontmatter || !/^overview:\s*true\s*$/m.test(frontmatter[1])) continue;
    const [lang, ...rest] = path.dirname(file).split(path.sep);
    const segments = lang === defaultLang ? rest : [lang, ...rest];
    folders.push(`/${segments.map((s) => `${s}/`).join('')}`);
  }
  return folders.sort();
}

/** Trims the page list that ships with every page (see above); each page's meta description goes into `descriptions`, by route path. */
export function pluginLeanPageData({
  overviewFolders: folders,
  descriptions,
}: {
  overviewFolders: string[];
  descriptions: Map<string, string>;
}): RspressPlugin {
  const underOverview = (routePath: string) => folders.some((f) => routePath.startsWith(f) && routePath !== f);
  return {
    name: 'site-lean-page-data',
    extendPageData(pageData) {
      const description = paragraphAfterLeadingList(pageData._flattenContent ?? '') ?? pageData.description;
      if (description) descriptions.set(pageData.routePath, metaDescription(description));
      pageData.description = '';
      // The declared Header type keeps charIndex, which only search reads (from its own index file).
      pageData.toc = (underOverview(pageData.routePath) ? leanToc(pageData.toc) : []) as typeof pageData.toc;
    },
  };
}
