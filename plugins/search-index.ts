import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import {
  META_FILE,
  packHeading,
  type MetaPage,
  type PageText,
  type SearchManifest,
  type SearchMeta,
  type TermShard,
  pageTextFile,
  shardFile,
} from '../theme/search/indexFormat';
import type { Lang } from '../site/i18n';
import { text as uiText } from '../site/i18n';
import { sidebarTrees } from '../site/sidebar';
import { isStopWord, shardOf, tokenize } from '../theme/search/text';
import { metaDescription, paragraphAfterLeadingList } from './lean-page-data';

/**
 * Builds the site's own search index (theme/search/indexFormat.ts) from the
 * page text Rspress extracts, and emits it with the client assets. The panel
 * (theme/components/Search) loads the index of the reader's language in
 * pieces: the page list first, then only the term shards and page texts a
 * query needs.
 */

/**
 * Term shards per language: a query reads one per word. 128 rather than 64 since
 * the concept words and the longer pages of stop 38: a seven-character Chinese
 * query (six terms) read 100.1 KB gzip of index with 64 shards, over the 100 KB a
 * first query may load; halving each shard leaves room for the text to grow.
 */
export const SHARD_COUNT = 128;

/** The part of a page that the index reads. */
export type IndexablePage = Pick<PageIndexInfo, 'routePath' | 'title' | 'toc' | 'content' | 'lang' | 'frontmatter'> &
  Partial<Pick<PageIndexInfo, 'description' | '_flattenContent'>>;

const TREE_LABELS: Record<string, Parameters<typeof uiText>[0]> = {
  '/guide/': 'guide',
  '/config/': 'config',
  '/plugins/': 'plugin',
  '/api/': 'api',
  '/community/': 'community',
};

/** Where a page sits in the sidebar, as words: "Guide Migration", "配置 output". */
export function sidebarPlace(routePath: string, lang: string): string {
  const language: Lang = lang === 'zh' ? 'zh' : 'en';
  const page = routePath.replace(/^\/zh\//, '/').replace(/^\//, '').replace(/\/$/, '/index');
  for (const tree of sidebarTrees) {
    const label = uiText(TREE_LABELS[tree.root] ?? 'guide', language);
    if ((tree.links ?? []).includes(page)) return label;
    for (const section of tree.sections) {
      if (section.pages.some((name) => `${section.dir}/${name}` === page)) return `${label} ${section.title[language]}`;
    }
  }
  return '';
}

/** Release posts describe old versions: they rank below the reference pages that hold the same words. */
export function pageWeight(routePath: string): number {
  return /\/community\/releases\/v/.test(routePath) ? 0.6 : 1;
}

/**
 * The page's summary: the first sentence of its meta description, which says
 * what the page is about; the rest weighed about a third of meta.json.
 */
export function summaryOf(page: IndexablePage): string {
  const text = paragraphAfterLeadingList(page._flattenContent ?? '') ?? page.description ?? '';
  return text ? firstSentence(metaDescription(text)) : '';
}

/** Text up to its first full stop, question or exclamation mark (Chinese ones included). */
export function firstSentence(text: string): string {
  const end = /[.!?](\s|$)|[。！？]/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** The frontmatter field that holds a page's concept words. */
export const KEYWORDS_FIELD = 'search_keywords';

/**
 * A page's concept words: the words readers type for its topic (`代理`, proxy
 * for server.proxy), from `search_keywords` in its frontmatter, a list or one
 * comma-separated string. Searched with title weight, never shown.
 */
export function keywordsOf(page: Pick<IndexablePage, 'frontmatter'>): string[] {
  const value: unknown = page.frontmatter?.[KEYWORDS_FIELD];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，]/) : [];
  const words = list.filter((word): word is string | number => typeof word === 'string' || typeof word === 'number').map((word) => String(word).trim());
  return [...new Set(words.filter(Boolean))];
}

/** Pages search never lists: landing pages, 404 pages and pages that opt out. */
export function isSearchable(page: IndexablePage): boolean {
  const type = page.frontmatter?.pageType;
  return type !== 'home' && type !== '404' && page.frontmatter?.search !== false && !/(^|\/)404$/.test(page.routePath);
}

/** A page's text cut at its headings: section 0 before the first, section i after heading i - 1. */
export function sections(page: Pick<IndexablePage, 'content' | 'toc'>): string[] {
  const texts: string[] = [];
  let from = 0;
  for (const heading of page.toc) {
    const at = typeof heading.charIndex === 'number' ? heading.charIndex : -1;
    // A heading the extractor could not place gets an empty section.
    if (at < from) {
      texts.push('');
      continue;
    }
    texts.push(page.content.slice(from, at));
    // The heading's own text is indexed as a heading, not as body text.
    from = at + heading.text.length;
  }
  texts.push(page.content.slice(from));
  return texts.map((text) => text.replace(/\n{3,}/g, '\n\n').trim());
}

export interface BuiltIndex {
  /** File path inside the language folder → content. */
  files: Map<string, string>;
  /** Content hash of all files. */
  hash: string;
  meta: SearchMeta;
}

/** The index of one language's pages. */
export function buildLanguageIndex(lang: string, pages: IndexablePage[], shardCount = SHARD_COUNT): BuiltIndex {
  // No prototype: words such as `constructor` are terms like any other.
  const shards: TermShard[] = Array.from({ length: shardCount }, () => Object.create(null) as TermShard);
  const metaPages: MetaPage[] = [];
  const texts: PageText[] = [];
  let totalLength = 0;

  pages.forEach((page, pageId) => {
    const pageSections = sections(page);
    const counts = new Map<string, number>();
    let length = 0;
    for (const text of pageSections) {
      for (const { term } of tokenize(text)) {
        if (isStopWord(term)) continue;
        length++;
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    }
    for (const [term, count] of counts) {
      const shard = shards[shardOf(term, shardCount)];
      (shard[term] ??= []).push(pageId, count);
    }
    totalLength += length;
    metaPages.push([
      page.routePath,
      page.title,
      page.toc.map((heading) => packHeading(heading.id, heading.text, heading.depth)),
      length,
      sidebarPlace(page.routePath, page.lang),
      summaryOf(page),
      pageWeight(page.routePath),
      keywordsOf(page),
    ]);
    texts.push(pageSections);
  });

  const meta: SearchMeta = {
    version: 5,
    lang,
    shards: shardCount,
    pages: metaPages,
    averageLength: pages.length === 0 ? 0 : totalLength / pages.length,
  };
  const files = new Map<string, string>();
  files.set(META_FILE, JSON.stringify(meta));
  shards.forEach((shard, index) => files.set(shardFile(index), JSON.stringify(shard)));
  texts.forEach((text, index) => files.set(pageTextFile(index), JSON.stringify(text)));
  const digest = createHash('sha256');
  for (const [name, content] of files) digest.update(name).update('\0').update(content).update('\0');
  return { files, hash: digest.digest('hex').slice(0, 10), meta };
}

/** Folder of a language's index in the output, e.g. static/search/en/1a2b3c4d5e */
export const indexFolder = (lang: string, hash: string): string => `static/search/${lang}/${hash}`;

/** The search options the client reads: Rspress's, plus where our index is and the remote API, if any. */
export interface SiteSearchOptions {
  /** Language → index folder, filled in once the pages are known. */
  siteIndex: SearchManifest;
  /** Address of a search API; when set, the panel asks it instead of the local index. */
  apiUrl?: string;
  /** Indexes the API searches, with the label the panel shows for each. */
  searchIndexes?: Array<{ value: string; label: string }>;
}

export function pluginSearchIndex(options: { apiUrl?: string; searchIndexes?: Array<{ value: string; label: string }> } = {}): RspressPlugin {
  const manifest: SearchManifest = {};
  let emitted = new Map<string, string>();
  const emitPlugin: RsbuildPlugin = {
    name: 'site-search-index-emit',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, compiler }) => {
        for (const [file, content] of emitted) compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content));
      });
    },
  };
  return {
    name: 'site-search-index',
    config(config: UserConfig) {
      // Rspress copies `search` into the site data when the page modules are
      // built, after modifySearchIndexData has filled in the manifest.
      const search: SiteSearchOptions = { siteIndex: manifest, ...options };
      return { ...config, search: { ...(config.search || {}), ...search } as UserConfig['search'] };
    },
    modifySearchIndexData(pages) {
      const byLang = new Map<string, IndexablePage[]>();
      for (const page of pages) {
        if (!isSearchable(page)) continue;
        const lang = page.lang || 'en';
        if (!byLang.has(lang)) byLang.set(lang, []);
        byLang.get(lang)?.push(page);
      }
      emitted = new Map();
      for (const [lang, langPages] of byLang) {
        const built = buildLanguageIndex(lang, langPages.sort((a, b) => a.routePath.localeCompare(b.routePath)));
        const folder = indexFolder(lang, built.hash);
        manifest[lang] = folder;
        for (const [name, content] of built.files) emitted.set(`${folder}/${name}`, content);
      }
    },
    builderConfig: { plugins: [emitPlugin] },
    afterBuild(config, isProd) {
      if (!isProd) return;
      // Rspress still writes its own index (0.8 MB gzip at full size), which nothing here reads.
      const staticDir = path.resolve(config.outDir ?? 'doc_build', 'static');
      for (const file of readdirSync(staticDir)) if (/^search_index\..*\.json$/.test(file)) rmSync(path.join(staticDir, file));
    },
  };
}
