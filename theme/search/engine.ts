/**
 * Local search over the site's own index (indexFormat.ts), in the browser.
 *
 * Ranking, per page: a word in the title counts most, then in a heading, then
 * in the body (BM25 over sections); a title that is the query (or the option
 * name that ends the title, `define` for `source.define`) or starts with it
 * comes first. A page must hold every word of the query; when no page holds
 * them all, the pages that hold the most of them are returned, marked partial.
 * The last word of a query still being typed also matches as a prefix.
 */
import {
  META_FILE,
  type MetaPage,
  type PageText,
  type SearchMeta,
  type TermShard,
  pageTextFile,
  shardFile,
} from './indexFormat';
import { type CjkCutter, type Token, isCjk, isStopWord, matchCjk, normalize, queryTerms, shardOf, snippetWidth, tokenize } from './text';

export interface Highlight {
  start: number;
  length: number;
}

export type HitType = 'title' | 'header' | 'content';

export interface SearchHit {
  type: HitType;
  /** Title of the page. */
  title: string;
  /** The heading (or, for a title hit, the title) the hit points at. */
  header: string;
  link: string;
  /** Content hits: about 100 characters around the match. */
  statement?: string;
  /** Ranges to highlight, in `header` for title/header hits and in `statement` for content hits. */
  highlights: Highlight[];
}

export interface PageResult {
  route: string;
  title: string;
  score: number;
  hits: SearchHit[];
}

export interface SearchResults {
  query: string;
  pages: PageResult[];
  /** No page holds every word: these hold some of them. */
  partial: boolean;
}

/** Snippet width in units of snippetWidth(): about 100 characters of latin text. */
export const SNIPPET_WIDTH = 100;
export const DEFAULT_LIMIT = 7;
const QUERY_CACHE_SIZE = 100;

const WEIGHT = { title: 8, heading: 3, body: 1 } as const;
const BONUS = { exactTitle: 60, optionName: 45, titlePrefix: 25, allInTitle: 12, allInHeading: 6 } as const;
const BM25 = { k1: 1.2, b: 0.75 } as const;
const MAX_PREFIX_EXPANSIONS = 12;

export type Fetcher = (url: string) => Promise<unknown>;

interface IndexedPage {
  id: number;
  route: string;
  title: string;
  headings: Array<{ id: string; text: string; depth: number }>;
  length: number;
  titleTokens: Token[];
  headingTokens: Token[][];
  normalizedTitle: string;
  /** The last dotted part of a title such as `output.filename`, when it is an option name. */
  optionName: string | undefined;
}

interface TermStats {
  term: string;
  /** page id → term frequency in the body */
  body: Map<number, number>;
  /** Prefix expansions count half. */
  weight: number;
}

/** Parses a URL-ish base ("/" or "https://x/") and a folder into a file URL. */
function join(base: string, folder: string, file: string): string {
  return `${base.replace(/\/$/, '')}/${folder}/${file}`;
}

function tokenMatches(token: string, term: string, prefix: boolean): boolean {
  return token === term || (prefix && term.length >= 2 && token.startsWith(term));
}

/** Merges overlapping ranges, sorted by start. */
export function mergeRanges(ranges: Highlight[]): Highlight[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: Highlight[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else merged.push({ ...range });
  }
  return merged;
}

/**
 * About SNIPPET_WIDTH units of `text` around its first match, and the matches
 * inside it, relative to the snippet.
 */
export function snippet(text: string, matches: Highlight[], width = SNIPPET_WIDTH): { statement: string; highlights: Highlight[] } {
  const flat = text.replace(/\s+/g, ' ');
  // Whitespace runs collapse: map offsets of `text` to `flat`.
  const offsetMap: number[] = [];
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    offsetMap.push(j);
    if (!(/\s/.test(text[i]) && i > 0 && /\s/.test(text[i - 1]))) j++;
  }
  offsetMap.push(j);
  const mapped = mergeRanges(
    matches.map((m) => ({ start: offsetMap[m.start] ?? 0, length: (offsetMap[m.start + m.length] ?? 0) - (offsetMap[m.start] ?? 0) })),
  );
  const first = mapped[0];
  if (!first) return { statement: sliceWidth(flat, 0, width), highlights: [] };
  // Start a little before the first match, at a word boundary where possible.
  let start = first.start;
  let lead = 0;
  while (start > 0 && lead < width / 4) {
    start--;
    lead += snippetWidth(flat[start]);
  }
  if (start > 0) {
    // Begin at the next word, not inside one.
    const space = flat.indexOf(' ', start);
    if (space >= 0 && space < first.start) start = space + 1;
  }
  while (start < first.start && flat[start] === ' ') start++;
  const statement = sliceWidth(flat, start, width);
  const end = start + statement.length;
  const highlights = mapped
    .filter((m) => m.start >= start && m.start + m.length <= end)
    .map((m) => ({ start: m.start - start, length: m.length }));
  return { statement, highlights };
}

function sliceWidth(text: string, start: number, width: number): string {
  let used = 0;
  let end = start;
  while (end < text.length && used + snippetWidth(text[end]) <= width) {
    used += snippetWidth(text[end]);
    end++;
  }
  return text.slice(start, end).trimEnd();
}

export class LocalSearchIndex {
  readonly #base: string;
  readonly #folder: string;
  readonly #fetch: Fetcher;
  readonly #meta: SearchMeta;
  readonly #pages: IndexedPage[];
  readonly #vocabulary: Set<string>;
  readonly #longestWord: number;
  readonly #shards = new Map<number, Promise<TermShard>>();
  readonly #texts = new Map<number, Promise<PageText>>();
  readonly #cache = new Map<string, SearchResults>();

  private constructor(base: string, folder: string, meta: SearchMeta, fetcher: Fetcher) {
    this.#base = base;
    this.#folder = folder;
    this.#fetch = fetcher;
    this.#meta = meta;
    this.#vocabulary = new Set(meta.vocabulary);
    this.#longestWord = Math.max(1, ...meta.vocabulary.map((word) => [...word].length));
    this.#pages = meta.pages.map((page, id) => this.#indexPage(page, id));
  }

  /** Loads the page list of a language's index. */
  static async load(base: string, folder: string, fetcher: Fetcher): Promise<LocalSearchIndex> {
    const meta = (await fetcher(join(base, folder, META_FILE))) as SearchMeta;
    if (!meta || meta.version !== 1 || !Array.isArray(meta.pages)) throw new Error('unexpected search index format');
    return new LocalSearchIndex(base, folder, meta, fetcher);
  }

  get pageCount(): number {
    return this.#pages.length;
  }

  /** Cuts Chinese text the way the index's vocabulary does. */
  readonly cutCjk: CjkCutter = (run, offset) => matchCjk(run, offset, this.#vocabulary, this.#longestWord);

  #indexPage([route, title, headings, length]: MetaPage, id: number): IndexedPage {
    const normalizedTitle = normalize(title).trim();
    const optionMatch = /^[\w$]+(?:\.[\w$]+)+$/.test(normalizedTitle) ? normalizedTitle.split('.').pop() : undefined;
    return {
      id,
      route,
      title,
      headings: headings.map(([anchor, text, depth]) => ({ id: anchor, text, depth })),
      length,
      titleTokens: tokenize(title, this.cutCjk),
      headingTokens: headings.map(([, text]) => tokenize(text, this.cutCjk)),
      normalizedTitle,
      optionName: optionMatch,
    };
  }

  #shard(shard: number): Promise<TermShard> {
    let loading = this.#shards.get(shard);
    if (!loading) {
      loading = this.#fetch(join(this.#base, this.#folder, shardFile(shard))) as Promise<TermShard>;
      loading.catch(() => this.#shards.delete(shard));
      this.#shards.set(shard, loading);
    }
    return loading;
  }

  #text(page: number): Promise<PageText> {
    let loading = this.#texts.get(page);
    if (!loading) {
      loading = this.#fetch(join(this.#base, this.#folder, pageTextFile(page))) as Promise<PageText>;
      loading.catch(() => this.#texts.delete(page));
      this.#texts.set(page, loading);
    }
    return loading;
  }

  /** Body postings of a term (and, for a prefix, of the terms it starts). */
  async #termStats(term: string, prefix: boolean): Promise<TermStats[]> {
    const shard = await this.#shard(shardOf(term, this.#meta.shards));
    const stats: TermStats[] = [];
    const add = (key: string, weight: number) => {
      // Own keys only: `constructor` must not find Object.prototype.constructor.
      const postings = Object.hasOwn(shard, key) ? shard[key] : undefined;
      if (!Array.isArray(postings)) return;
      const body = new Map<number, number>();
      for (let i = 0; i < postings.length; i += 2) body.set(postings[i], postings[i + 1]);
      stats.push({ term: key, body, weight });
    };
    add(term, 1);
    if (prefix && term.length >= 2) {
      const expansions = Object.keys(shard)
        .filter((key) => key !== term && key.startsWith(term))
        .sort((a, b) => shard[b].length - shard[a].length)
        .slice(0, MAX_PREFIX_EXPANSIONS);
      for (const key of expansions) add(key, 0.5);
    }
    return stats;
  }

  /** Searches the index; the last word counts as a prefix unless the query ends with a space. */
  async search(query: string, limit = DEFAULT_LIMIT): Promise<SearchResults> {
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const allTerms = queryTerms(query, this.cutCjk);
    // A lone latin letter or digit ("x", "1") matches nearly every page: it only counts when it is the whole query.
    const meaningful = allTerms.filter((term) => term.length > 1 || isCjk(term));
    const terms = meaningful.length > 0 ? meaningful : allTerms;
    if (terms.length === 0) return { query, pages: [], partial: false };
    // Measured from the call to the answer, the index pieces it needs loaded on the way (npm run bench reads it).
    const started = performance.now();
    const typing = !/\s$/.test(query);
    const lastTerm = terms[terms.length - 1];
    const stats = await Promise.all(terms.map((term) => this.#termStats(term, typing && term === lastTerm)));
    const results = await this.#rank(query, terms, stats, typing ? lastTerm : undefined, limit);
    performance.measure?.('search:query', { start: started, end: performance.now() });
    this.#cache.set(key, results);
    if (this.#cache.size > QUERY_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value as string);
    return results;
  }

  async #rank(query: string, terms: string[], stats: TermStats[][], prefixTerm: string | undefined, limit: number): Promise<SearchResults> {
    const pageCount = this.#pages.length;
    const averageLength = this.#meta.averageLength || 1;
    const normalizedQuery = normalize(query).trim();
    const scored: Array<{ page: IndexedPage; score: number; matched: number; body: boolean }> = [];

    // Document frequency of each query word: pages where it appears anywhere.
    const pagesWith = terms.map((term, index) => {
      const prefix = term === prefixTerm;
      const set = new Set<number>();
      for (const stat of stats[index]) for (const page of stat.body.keys()) set.add(page);
      for (const page of this.#pages) {
        if (page.titleTokens.some((t) => tokenMatches(t.term, term, prefix))) set.add(page.id);
        else if (page.headingTokens.some((tokens) => tokens.some((t) => tokenMatches(t.term, term, prefix)))) set.add(page.id);
      }
      return set;
    });
    const idf = pagesWith.map((set) => Math.log(1 + (pageCount - set.size + 0.5) / (set.size + 0.5)));
    const candidates = new Set<number>();
    for (const set of pagesWith) for (const page of set) candidates.add(page);

    for (const id of candidates) {
      const page = this.#pages[id];
      let score = 0;
      let matched = 0;
      let inTitle = 0;
      const headingHits = new Map<number, number>();
      let inBody = false;
      terms.forEach((term, index) => {
        if (!pagesWith[index].has(id)) return;
        matched++;
        const prefix = term === prefixTerm;
        const titleHit = page.titleTokens.some((t) => tokenMatches(t.term, term, prefix));
        if (titleHit) inTitle++;
        let headingHit = false;
        page.headingTokens.forEach((tokens, heading) => {
          if (tokens.some((t) => tokenMatches(t.term, term, prefix))) {
            headingHit = true;
            headingHits.set(heading, (headingHits.get(heading) ?? 0) + 1);
          }
        });
        let body = 0;
        for (const stat of stats[index]) {
          const tf = stat.body.get(id);
          if (!tf) continue;
          inBody = true;
          const bm25 = (tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * page.length) / averageLength));
          body = Math.max(body, bm25 * stat.weight);
        }
        score += idf[index] * (WEIGHT.title * (titleHit ? 1 : 0) + WEIGHT.heading * (headingHit ? 1 : 0) + WEIGHT.body * body);
      });
      if (page.normalizedTitle === normalizedQuery) score += BONUS.exactTitle;
      else if (page.optionName && page.optionName === normalizedQuery) score += BONUS.optionName;
      else if (normalizedQuery.length >= 2 && page.normalizedTitle.startsWith(normalizedQuery)) score += BONUS.titlePrefix;
      if (terms.length > 1 && inTitle === terms.length) score += BONUS.allInTitle;
      if (terms.length > 1 && [...headingHits.values()].some((count) => count === terms.length)) score += BONUS.allInHeading;
      scored.push({ page, score, matched, body: inBody });
    }

    const complete = scored.filter((entry) => entry.matched === terms.length);
    const partial = complete.length === 0;
    // Closest matches hold at least half of the words: one common word of many is not a match.
    const enough = Math.ceil(terms.length / 2);
    const ranked = (partial ? scored.filter((entry) => entry.matched >= enough) : complete)
      .sort((a, b) => b.matched - a.matched || b.score - a.score || a.page.route.localeCompare(b.page.route))
      .slice(0, limit);
    const pages = await Promise.all(ranked.map((entry) => this.#hits(entry.page, entry.score, terms, prefixTerm, entry.body, idf)));
    return { query, pages, partial };
  }

  /** The section whose text holds the most of the query (weighted by rarity), with its matches. */
  #bestSection(texts: PageText, terms: string[], prefixTerm: string | undefined, idf: number[]) {
    let best: { section: number; text: string; marks: Highlight[]; score: number } | undefined;
    texts.forEach((text, section) => {
      const marks: Highlight[] = [];
      const found = new Set<number>();
      let score = 0;
      for (const token of tokenize(text, this.cutCjk)) {
        const termIndex = terms.findIndex((term) => tokenMatches(token.term, term, term === prefixTerm));
        if (termIndex < 0 || isStopWord(token.term)) continue;
        marks.push({ start: token.start, length: token.length });
        score += idf[termIndex] * (found.has(termIndex) ? 0.2 : 3);
        found.add(termIndex);
      }
      if (marks.length > 0 && (!best || score > best.score)) best = { section, text, marks, score };
    });
    return best;
  }

  #highlights(tokens: Token[], terms: string[], prefixTerm: string | undefined): Highlight[] {
    return mergeRanges(
      tokens
        .filter((token) => terms.some((term) => tokenMatches(token.term, term, term === prefixTerm)))
        .map((token) => ({ start: token.start, length: token.length })),
    );
  }

  async #hits(page: IndexedPage, score: number, terms: string[], prefixTerm: string | undefined, inBody: boolean, idf: number[]): Promise<PageResult> {
    const hits: SearchHit[] = [];
    const titleMarks = this.#highlights(page.titleTokens, terms, prefixTerm);
    if (titleMarks.length > 0) hits.push({ type: 'title', title: page.title, header: page.title, link: page.route, highlights: titleMarks });

    // A heading is shown when it holds most of the query's words, not one of many.
    const enough = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
    const headingMarks = page.headingTokens
      .map((tokens, index) => ({
        index,
        marks: this.#highlights(tokens, terms, prefixTerm),
        covered: terms.filter((term) => tokens.some((t) => tokenMatches(t.term, term, term === prefixTerm))).length,
      }))
      .filter((entry) => entry.covered >= enough)
      .sort((a, b) => b.covered - a.covered || a.index - b.index)
      .slice(0, 2);
    for (const { index, marks } of headingMarks) {
      const heading = page.headings[index];
      hits.push({ type: 'header', title: page.title, header: heading.text, link: `${page.route}#${heading.id}`, highlights: marks });
    }

    if (inBody && hits.length < 3) {
      try {
        const content = this.#bestSection(await this.#text(page.id), terms, prefixTerm, idf);
        const shown = content && content.section > 0 && headingMarks.some((entry) => entry.index === content.section - 1);
        if (content && !shown) {
          const { statement, highlights } = snippet(content.text, content.marks);
          const heading = content.section > 0 ? page.headings[content.section - 1] : undefined;
          hits.push({
            type: 'content',
            title: page.title,
            header: heading?.text ?? page.title,
            link: heading ? `${page.route}#${heading.id}` : page.route,
            statement,
            highlights,
          });
        }
      } catch {
        // Without its text the page is still listed by its title and headings.
      }
    }
    if (hits.length === 0) hits.push({ type: 'title', title: page.title, header: page.title, link: page.route, highlights: [] });
    return { route: page.route, title: page.title, score, hits };
  }
}
