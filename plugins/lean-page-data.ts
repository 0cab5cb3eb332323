import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { Plugin } from 'unified';
import { type DevRoute, devPageFields, devTocOfFile, pluginDevPageList } from './dev-page-data';

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

/** A page's own fields that Rspress's initPageData reads from the page list, moved into the page's module. */
export type OwnPageData = Record<string, unknown> & { routePath: string };

/** Headers of the pages below an overview page, which that page's Overview component lists. */
export interface OverviewPage {
  routePath: string;
  toc: TocItem[];
}

/** Fields that never reach the page list, or that the page module's own meta already holds. */
const notOwn = new Set(['content', '_filepath', '_flattenContent', 'description', 'title', 'toc', 'frontmatter', 'toJSON']);

/** The fields of a page that its module carries (empty ones left out). */
export function ownPageData(pageData: Record<string, unknown>): OwnPageData {
  const own: OwnPageData = { routePath: pageData.routePath as string };
  for (const [key, value] of Object.entries(pageData)) {
    if (notOwn.has(key) || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    own[key] = value;
  }
  return own;
}

/**
 * Trims the page list that ships with every page (see above) to each page's
 * route path: what else a page needs of it (lang, version, _relativePath for
 * the edit link, lastUpdatedTime, feeds) is written into that page's own
 * module instead, by a remark plugin, where Rspress's initPageData picks it up
 * (it spreads the module's meta into the page data); an overview page's
 * module also gets the headers of the pages below it (`overviewPages`). Each
 * page's meta description goes into `descriptions`, by route path.
 *
 * Other plugins fill in page data at the same time (Rspress runs every
 * plugin's extendPageData in parallel: the last-updated time arrives after a
 * git lookup), so the page is read when its module is compiled, once they
 * are all done, and it is cut down where Rspress serializes the list: a
 * `toJSON` that keeps the route path. The bundles then get an empty list
 * (pluginEmptyPageList): initPageData spreads a page's entry over the page's
 * own meta, which has the route path too, so the entries added nothing but
 * 2 KB of gzip to every page. The page object itself keeps every field for
 * plugins that hold on to it (the feeds read frontmatter after the build).
 */
export function pluginLeanPageData({
  overviewFolders: folders,
  descriptions,
  dev,
}: {
  overviewFolders: string[];
  descriptions: Map<string, string>;
  /**
   * The dev server: Rspress reads no page ahead (plugins/dev-page-data.ts), so a page's own fields
   * are worked out when its module compiles, from its route (and git, for the last-updated time).
   */
  dev?: { docsRoot: string; lastUpdated: boolean };
}): RspressPlugin {
  /** By absolute source file path. */
  const pagesByFile = new Map<string, Record<string, unknown>>();
  const tocs = new Map<string, TocItem[]>();
  const below = (folder: string, routePath: string) => routePath.startsWith(folder) && routePath !== folder;

  /** What a page's module gets: its own fields, and for an overview page the headers below it. */
  const moduleData = (file: string): Record<string, unknown> | undefined => {
    const page = pagesByFile.get(path.resolve(file));
    if (!page) return undefined;
    const own = ownPageData(page);
    if (!folders.includes(own.routePath)) return own;
    const overviewPages: OverviewPage[] = [...tocs]
      .filter(([routePath]) => below(own.routePath, routePath))
      .map(([routePath, toc]) => ({ routePath, toc }))
      .sort((a, b) => a.routePath.localeCompare(b.routePath));
    return { ...own, overviewPages };
  };

  /** Dev: routes by absolute source file path, and the same fields as above, for the page being compiled. */
  const routesByFile = new Map<string, DevRoute>();
  const devModuleData = async (file: string): Promise<Record<string, unknown> | undefined> => {
    const route = routesByFile.get(path.resolve(file));
    if (!dev || !route) return undefined;
    const own = ownPageData(await devPageFields(route, dev.docsRoot, dev.lastUpdated));
    if (!folders.includes(own.routePath)) return own;
    const overviewPages: OverviewPage[] = [...routesByFile.values()]
      .filter((page) => below(own.routePath, page.routePath) && /\.mdx?$/.test(page.absolutePath))
      .map((page) => ({ routePath: page.routePath, toc: leanToc(devTocOfFile(page.absolutePath)) }))
      .sort((a, b) => a.routePath.localeCompare(b.routePath));
    return { ...own, overviewPages };
  };

  // Rspress's MDX compiler keeps the module's meta in the processor's data, under `pageMeta`.
  const remarkOwnPageData: Plugin = function () {
    const data = this.data() as { pageMeta?: Record<string, unknown> };
    if (dev) {
      return async (_tree, file) => {
        const extra = file.path ? await devModuleData(file.path) : undefined;
        if (data.pageMeta && extra) Object.assign(data.pageMeta, extra);
      };
    }
    return (_tree, file) => {
      const { pageMeta } = data;
      const extra = file.path ? moduleData(file.path) : undefined;
      if (pageMeta && extra) Object.assign(pageMeta, extra);
    };
  };

  return {
    name: 'site-lean-page-data',
    builderConfig: { plugins: [dev ? pluginDevPageList() : pluginEmptyPageList()] },
    markdown: { remarkPlugins: [remarkOwnPageData] },
    ...(dev
      ? {
          routeGenerated(routes: DevRoute[]) {
            for (const route of routes) routesByFile.set(path.resolve(route.absolutePath), route);
          },
        }
      : {}),
    extendPageData(pageData) {
      const description = paragraphAfterLeadingList(pageData._flattenContent ?? '') ?? pageData.description;
      if (description) descriptions.set(pageData.routePath, metaDescription(description));
      if (folders.some((folder) => below(folder, pageData.routePath))) tocs.set(pageData.routePath, leanToc(pageData.toc));
      const page = pageData as unknown as Record<string, unknown>;
      if (pageData._filepath) pagesByFile.set(path.resolve(pageData._filepath), page);
      // Enumerable, so it is copied with the page into the list Rspress serializes (search read its own index before this hook).
      page.toJSON = function toJSON(this: { routePath: string }) {
        return { routePath: this.routePath };
      };
    },
  };
}

export const UNEXPECTED_PAGE_DATA = 'plugins/lean-page-data.ts: the virtual-page-data module Rspress generated does not have the expected form';

const PAGE_DATA = /^(\s*export const pageData = )(\{[\s\S]*?\});(\s*export const searchIndexHash = [\s\S]*)$/;

/** Rspress's virtual-page-data code with an empty page list (see pluginLeanPageData). */
export function emptyPageList(code: string): string {
  const match = PAGE_DATA.exec(code);
  const data: unknown = match ? JSON.parse(match[2]) : undefined;
  const pages = (data as { pages?: Array<{ routePath?: unknown }> } | undefined)?.pages;
  // Only a list of route paths is dropped: anything more would be page data the pages do not carry themselves.
  if (!match || !Array.isArray(pages) || !pages.every((page) => Object.keys(page).join() === 'routePath')) {
    throw new Error(`${UNEXPECTED_PAGE_DATA}.`);
  }
  return `${match[1]}${JSON.stringify({ ...(data as object), pages: [] })};${match[3]}`;
}

/** Empties the page list of every bundle (the search index was written from the pages before). */
function pluginEmptyPageList(): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:empty-page-list',
    // Set up before Rspress's own plugins, so this transform runs after the one that writes the module's code.
    enforce: 'pre',
    setup(api) {
      api.transform({ test: /[\\/]virtual-page-data\.js$/ }, ({ code }) => emptyPageList(code));
    },
  };
}
