/**
 * Local search over the site's own index (indexFormat.ts), in the browser.
 *
 * Ranking, per page: a word in the title or the page's concept words counts
 * most, then in a heading, then in the body (BM25 over sections); a title
 * that is the query (or the option name that ends the title, `define` for
 * `source.define`, or one of the concept words) or starts with it comes first,
 * and the query's words written together, in order, in the title, a concept
 * word, the summary or a heading outrank the same words apart. A page must hold every word of the query; when no page holds
 * them all, the pages that hold the most of them are returned, marked partial.
 * The last word of a query still being typed also matches as a prefix.
 */
import {
  META_FILE,
  headingId,
  type MetaPage,
  type PageText,
  type SearchMeta,
  type TermShard,
  pageTextFile,
  shardFile,
} from './indexFormat';
import { type Token, isCjk, isStopWord, normalize, queryTokens, shardOf, snippetWidth, tokenize } from './text';

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
  /** The page holds only part of the query. */
  partial: boolean;
  hits: SearchHit[];
}

interface ScoredPage {
  page: IndexedPage;
  score: number;
  /** Holds the whole query. */
  complete: boolean;
  /** Share of the query's words the page holds. */
  coverage: number;
  body: boolean;
  idf: number[];
}

export interface SearchResults {
  query: string;
  pages: PageResult[];
  /** No page holds the whole query: these hold part of it. */
  partial: boolean;
}

/** Snippet width in units of snippetWidth(): about 100 characters of latin text. */
export const SNIPPET_WIDTH = 100;
export const DEFAULT_LIMIT = 7;
const QUERY_CACHE_SIZE = 100;
const STATS_CACHE_SIZE = 40;

/** What a query word is worth where it is found, times its rarity (idf); concept words weigh as the title. */
const WEIGHT = { title: 8, place: 4, summary: 3, heading: 3, body: 1 } as const;
/**
 * Flat bonuses: the title is the query, the option name is the query, the
 * title starts with it, the option name is written in the query (words run
 * together: "filename hash" → filenameHash), a concept word is the query,
 * every word in the title or in one heading, the query's words as a phrase
 * (next to each other, in order) in the title or a concept word, or in the
 * summary or a heading.
 */
const BONUS = {
  exactTitle: 60,
  optionName: 45,
  keyword: 40,
  titlePrefix: 25,
  optionWords: 20,
  allInTitle: 12,
  allInHeading: 6,
  phraseInTitle: 20,
  phraseInText: 16,
} as const;
const BM25 = { k1: 1.2, b: 0.75 } as const;
/**
 * Task verbs of a question, as stems: they count where a page holds them, but
 * a page that holds the rest of the query holds the whole of it
 * ("configure proxy" → server.proxy, which says "forwards", not "configure").
 */
const SOFT_WORDS = new Set(['config', 'configur', 'set', 'up', 'setup', 'chang', 'modify', 'custom', 'customiz', 'enabl', 'add', 'make', 'get', 'need', 'want']);
const MAX_PREFIX_EXPANSIONS = 12;
/** A page's title and heading hits, and which headings they are. */
interface OutlineHits {
  hits: SearchHit[];
  headingMarks: Array<{ index: number; marks: Highlight[]; covered: number }>;
}

/** The words of a query, which of them count as prefixes, and the compound each part belongs to. */
interface QueryPlan {
  terms: string[];
  wholeOf: Map<string, string>;
  prefixes: Set<string>;
}

interface Ranking {
  /** The query's words that count (not the parts of a compound the site knows whole). */
  activeTerms: string[];
  prefixes: Set<string>;
  ranked: ScoredPage[];
  outlines: OutlineHits[];
  /** Whether each ranked page shows a snippet, so its text is fetched. */
  needsText: boolean[];
}

/** A page with this many title and heading hits shows no snippet (its text is not fetched). */
const MAX_OUTLINE_HITS = 3;
/** Sections of a page cut into terms to pick its snippet, after a plain text search ranked them. */
const SECTIONS_TOKENIZED = 2;
/** Characters of a section cut into terms from its first match on: far more than a snippet shows. */
const TOKENIZED_CHARS = 300;

export type Fetcher = (url: string) => Promise<unknown>;

interface IndexedPage {
  id: number;
  route: string;
  title: string;
  headings: Array<{ id: string; text: string; depth: number }>;
  length: number;
  titleTokens: Token[];
  headingTokens: Token[][];
  titleTerms: TermSet;
  headingTerms: TermSet[];
  /** Terms of the concept words (frontmatter search_keywords): weighed as the title. */
  keywordTerms: TermSet;
  /** The concept words, normalized, to compare with the whole query. */
  keywords: string[];
  /** Word sequences (phrase matching): of the title and concept words, and of the summary and headings. */
  titleSequences: string[][];
  textSequences: string[][];
  /** Terms of the title, concept words, place, summary and headings: a query word not among them is only in the body. */
  metaTerms: TermSet;
  /** Words of the sidebar section the page sits in ("Guide Migration"). */
  placeTerms: TermSet;
  summaryTerms: TermSet;
  weight: number;
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

/** Terms for exact lookups, and as a list for prefix ones. */
interface TermSet {
  set: Set<string>;
  list: string[];
}

function termSet(terms: string[]): TermSet {
  const set = new Set(terms);
  return { set, list: [...set] };
}

/**
 * A query word as the title, heading, place and summary terms are searched
 * for it: the word itself and, for a prefix, the site's terms it starts.
 */
interface Matcher {
  term: string;
  /** Prefix only: the title/heading/place/summary terms of the whole site that start with `term`. */
  expansions: string[];
}

function holds(terms: TermSet, matcher: Matcher): boolean {
  if (terms.set.has(matcher.term)) return true;
  const { expansions } = matcher;
  if (expansions.length === 0) return false;
  return expansions.length < terms.list.length
    ? expansions.some((term) => terms.set.has(term))
    : terms.list.some((term) => term.startsWith(matcher.term));
}

function tokenMatches(token: string, term: string, prefix: boolean): boolean {
  return token === term || (prefix && (term.length >= 2 || isCjk(term)) && token.startsWith(term));
}

/**
 * The words of a text in order, as a phrase is matched: each compound name
 * as its parts (`source.define` → source, define), Chinese text as its
 * character pairs, stop words and lone characters left out.
 */
export function wordSequence(tokens: Token[]): string[] {
  const words: string[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    // A compound name comes before its parts, at the same place and longer: only the parts count.
    const whole = next !== undefined && next.start < token.start + token.length && next.length < token.length;
    if (whole || isStopWord(token.term) || [...token.term].length < 2) return;
    words.push(token.term);
  });
  return words;
}

/**
 * Whether `sequence` holds the words of `phrase` next to each other and in
 * order; the last word also as a prefix while it is being typed.
 */
export function holdsPhrase(sequence: string[], phrase: string[], typing: boolean): boolean {
  const last = phrase.length - 1;
  for (let start = 0; start + phrase.length <= sequence.length; start++) {
    let index = 0;
    while (index <= last && (sequence[start + index] === phrase[index] || (typing && index === last && sequence[start + index].startsWith(phrase[index])))) index++;
    if (index > last) return true;
  }
  return false;
}

/**
 * The query's latin words and every run of neighbouring words written
 * together, lower case: "remove console log" → remove, console, log,
 * removeconsole, consolelog, removeconsolelog. An option name found here was
 * typed by the reader, as one word or as several.
 */
export function wordRuns(query: string): Set<string> {
  const words = normalize(query).match(/[a-z0-9_$]+/g) ?? [];
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < Math.min(words.length, start + 4); end++) {
      run += words[end];
      runs.add(run);
    }
  }
  return runs;
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

const ELLIPSIS = '…';
/** A character a snippet may start after without cutting a word or a sentence short. */
const SNIPPET_BOUNDARY = /[\s，。、；：！？,.;:!?（）()「」『』【】《》"'“”‘’]/;

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
    else {
      // No space (Chinese text): begin after a punctuation mark where there is one.
      const boundary = flat.slice(start, first.start).search(SNIPPET_BOUNDARY);
      if (boundary >= 0) start += boundary + 1;
    }
  }
  while (start < first.start && flat[start] === ' ') start++;
  const shown = sliceWidth(flat, start, width);
  const end = start + shown.length;
  // Text without spaces (Chinese) can only be cut inside a sentence: an ellipsis says so.
  const cut = start > 0 && !SNIPPET_BOUNDARY.test(flat[start - 1]) ? ELLIPSIS : '';
  const highlights = mapped
    .filter((m) => m.start >= start && m.start + m.length <= end)
    .map((m) => ({ start: m.start - start + cut.length, length: m.length }));
  return { statement: cut + shown, highlights };
}

/**
 * How much of the query a section's lower-case text seems to hold, by plain
 * substring search: the first occurrence of a word counts most, as in
 * #bestSection's exact score; 0 when it holds none.
 */
function roughScore(lower: string, probes: string[], idf: number[]): number {
  let score = 0;
  probes.forEach((probe, index) => {
    let at = lower.indexOf(probe);
    if (at < 0) return;
    score += idf[index] * 3;
    for (let more = 0; more < 5 && (at = lower.indexOf(probe, at + probe.length)) >= 0; more++) score += idf[index] * 0.2;
  });
  return score;
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
  /** Title, heading, place and summary terms → the pages holding them; and those terms, sorted. */
  readonly #metaPages = new Map<string, number[]>();
  readonly #metaVocabulary: string[];
  readonly #shards = new Map<number, Promise<TermShard>>();
  readonly #texts = new Map<number, Promise<PageText>>();
  readonly #cache = new Map<string, SearchResults>();
  /** Body postings per query word (and whether it is a prefix), as the last queries used them. */
  readonly #statsCache = new Map<string, Promise<TermStats[]>>();
  /** The query prefetch() last saw: texts are fetched for it alone. */
  #prefetching = '';

  private constructor(base: string, folder: string, meta: SearchMeta, fetcher: Fetcher) {
    this.#base = base;
    this.#folder = folder;
    this.#fetch = fetcher;
    this.#meta = meta;
    this.#pages = meta.pages.map((page, id) => this.#indexPage(page, id));
    for (const page of this.#pages) {
      for (const term of page.metaTerms.list) {
        const pages = this.#metaPages.get(term);
        if (pages) pages.push(page.id);
        else this.#metaPages.set(term, [page.id]);
      }
    }
    this.#metaVocabulary = [...this.#metaPages.keys()].sort();
  }

  /** Loads the page list of a language's index. */
  static async load(base: string, folder: string, fetcher: Fetcher): Promise<LocalSearchIndex> {
    const meta = (await fetcher(join(base, folder, META_FILE))) as SearchMeta;
    if (!meta || meta.version !== 5 || !Array.isArray(meta.pages)) throw new Error('unexpected search index format');
    return new LocalSearchIndex(base, folder, meta, fetcher);
  }

  get pageCount(): number {
    return this.#pages.length;
  }

  #indexPage([route, title, headings, length, place, summary, weight, keywords = []]: MetaPage, id: number): IndexedPage {
    const titleTokens = tokenize(title);
    const headingTokens = headings.map(([, text]) => tokenize(text));
    const placeTerms = termSet(tokenize(place).map((token) => token.term));
    const summaryTokens = tokenize(summary);
    const summaryTerms = termSet(summaryTokens.map((token) => token.term));
    const keywordTokens = keywords.map((keyword) => tokenize(keyword));
    const keywordTerms = termSet(keywordTokens.flat().map((token) => token.term));
    const normalizedTitle = normalize(title).trim();
    const optionMatch = /^[\w$]+(?:\.[\w$]+)+$/.test(normalizedTitle) ? normalizedTitle.split('.').pop() : undefined;
    return {
      id,
      route,
      title,
      headings: headings.map((heading) => ({ id: headingId(heading), text: heading[1], depth: heading[2] })),
      length,
      titleTokens,
      headingTokens,
      titleTerms: termSet(titleTokens.map((token) => token.term)),
      headingTerms: headingTokens.map((tokens) => termSet(tokens.map((token) => token.term))),
      keywordTerms,
      keywords: keywords.map((keyword) => normalize(keyword).trim()),
      titleSequences: [titleTokens, ...keywordTokens].map(wordSequence),
      textSequences: [summaryTokens, ...headingTokens].map(wordSequence),
      placeTerms,
      summaryTerms,
      metaTerms: termSet(
        [...titleTokens, ...headingTokens.flat()].map((token) => token.term).concat(keywordTerms.list, placeTerms.list, summaryTerms.list),
      ),
      weight,
      normalizedTitle,
      optionName: optionMatch,
    };
  }

  #matcher(term: string, prefix: boolean): Matcher {
    if (!prefix || !(term.length >= 2 || isCjk(term))) return { term, expansions: [] };
    const vocabulary = this.#metaVocabulary;
    // Binary search for the first term not below `term`; the terms it starts follow it.
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < term) low = middle + 1;
      else high = middle;
    }
    const expansions: string[] = [];
    for (let i = low; i < vocabulary.length && vocabulary[i].startsWith(term); i++) if (vocabulary[i] !== term) expansions.push(vocabulary[i]);
    return { term, expansions };
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

  /** Body postings of a term (and, for a prefix, of the terms it starts); the last few kept. */
  #termStats(term: string, prefix: boolean): Promise<TermStats[]> {
    const key = `${prefix ? 1 : 0}${term}`;
    let stats = this.#statsCache.get(key);
    if (stats) {
      // Most recently used last.
      this.#statsCache.delete(key);
    } else {
      stats = this.#readTermStats(term, prefix);
      stats.catch(() => this.#statsCache.delete(key));
    }
    this.#statsCache.set(key, stats);
    if (this.#statsCache.size > STATS_CACHE_SIZE) this.#statsCache.delete(this.#statsCache.keys().next().value as string);
    return stats;
  }

  async #readTermStats(term: string, prefix: boolean): Promise<TermStats[]> {
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
    if (prefix && (term.length >= 2 || isCjk(term))) {
      const expansions = Object.keys(shard)
        .filter((key) => key !== term && key.startsWith(term))
        .sort((a, b) => shard[b].length - shard[a].length)
        .slice(0, MAX_PREFIX_EXPANSIONS);
      for (const key of expansions) add(key, 0.5);
    }
    return stats;
  }

  /** The words of a query and which of them count as prefixes; undefined when it has none. */
  #plan(query: string): QueryPlan | undefined {
    const tokens = queryTokens(query);
    // A lone letter, digit or Chinese character ("x", "1", "从") matches nearly every page: it only counts when it is the whole query.
    const meaningful = tokens.filter(({ term }) => [...term].length > 1);
    const kept = meaningful.length > 0 ? meaningful : tokens;
    const terms = kept.map(({ term }) => term);
    if (terms.length === 0) return undefined;
    const wholeOf = new Map(kept.filter((token) => token.whole).map((token) => [token.term, token.whole as string]));
    const typing = !/\s$/.test(query);
    const prefixes = new Set(terms.filter((term, index) => (typing && index === terms.length - 1) || (isCjk(term) && [...term].length === 1)));
    return { terms, wholeOf, prefixes };
  }

  /** The body postings of every word of a plan (their shards fetched on the way). */
  #stats({ terms, prefixes }: QueryPlan): Promise<TermStats[][]> {
    return Promise.all(terms.map((term) => this.#termStats(term, prefixes.has(term))));
  }

  /** The pages a query finds, best first, with their title and heading hits: all but the snippets. */
  #rank(query: string, { terms, wholeOf, prefixes }: QueryPlan, stats: TermStats[][], limit: number): Ranking {
    // The parts of a compound name the site knows whole (`createRsbuild`) are not searched apart.
    const active = terms.map((_term, index) => index).filter((index) => {
      const whole = wholeOf.get(terms[index]);
      const wholeIndex = whole === undefined ? -1 : terms.indexOf(whole);
      return wholeIndex < 0 || !this.#present(terms[wholeIndex], stats[wholeIndex], prefixes.has(terms[wholeIndex]));
    });
    const activeTerms = active.map((index) => terms[index]);
    const ranked = this.#score(query, activeTerms, active.map((index) => stats[index]), prefixes).slice(0, limit);
    const outlines = ranked.map((entry) => this.#outlineHits(entry, activeTerms, prefixes));
    // Only pages that show a snippet (they matched in the body and have fewer than
    // MAX_OUTLINE_HITS title and heading hits) need their text: each is a request of its own.
    const needsText = ranked.map((entry, index) => entry.body && outlines[index].hits.length < MAX_OUTLINE_HITS);
    return { activeTerms, prefixes, ranked, outlines, needsText };
  }

  /**
   * Starts loading what a query will need (the shards of its words, then the
   * texts of the pages it will show) without answering it: the panel calls it
   * as the reader types, so the files are in by the time the debounced query
   * runs. Only the latest query's texts are fetched.
   */
  prefetch(query: string, limit = DEFAULT_LIMIT): void {
    this.#prefetching = query;
    const plan = this.#plan(query);
    if (!plan || this.#cache.has(`${limit}\u0000${query}`)) return;
    this.#stats(plan).then(
      (stats) => {
        if (this.#prefetching !== query) return;
        const { ranked, needsText } = this.#rank(query, plan, stats, limit);
        ranked.forEach((entry, index) => needsText[index] && this.#text(entry.page.id).catch(() => undefined));
      },
      () => undefined, // the query itself reports a failed fetch
    );
  }

  /**
   * Searches the index. The last word counts as a prefix unless the query ends
   * with a space, and so does a lone Chinese character.
   */
  async search(query: string, limit = DEFAULT_LIMIT): Promise<SearchResults> {
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const plan = this.#plan(query);
    if (!plan) return { query, pages: [], partial: false };

    // Timed twice (npm run bench reads both): the whole answer, and the work
    // in the page without the waits for index files.
    const started = performance.now();
    let waited = 0;
    const wait = async <T>(promise: Promise<T>): Promise<T> => {
      const from = performance.now();
      try {
        return await promise;
      } finally {
        waited += performance.now() - from;
      }
    };
    const stats = await wait(this.#stats(plan));
    const { activeTerms, prefixes, ranked, outlines, needsText } = this.#rank(query, plan, stats, limit);
    const texts = await wait(
      Promise.all(ranked.map((entry, index) => (needsText[index] ? this.#text(entry.page.id).catch(() => undefined) : undefined))),
    );
    const pages = ranked.map((entry, index) => this.#hits(entry, outlines[index], activeTerms, prefixes, texts[index]));
    const results: SearchResults = { query, pages, partial: pages.length > 0 && pages[0].partial };
    const ended = performance.now();
    performance.measure?.('search:query', { start: started, end: ended });
    performance.measure?.('search:compute', { start: started, duration: Math.max(0, ended - started - waited) });
    this.#cache.set(key, results);
    if (this.#cache.size > QUERY_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value as string);
    return results;
  }

  /** True when a term occurs anywhere: in a body, a title or a heading. */
  #present(term: string, stats: TermStats[], prefix: boolean): boolean {
    if (stats.some((stat) => stat.body.size > 0)) return true;
    const matcher = this.#matcher(term, prefix);
    return this.#pages.some((page) => holds(page.titleTerms, matcher) || page.headingTerms.some((terms) => holds(terms, matcher)));
  }

  /**
   * Ranks the pages: those that hold the whole query first (every latin word,
   * and most of the Chinese character pairs that occur anywhere on the site),
   * then the closest ones, which hold at least half of it, marked partial.
   */
  #score(query: string, terms: string[], stats: TermStats[][], prefixes: Set<string>): ScoredPage[] {
    const pageCount = this.#pages.length;
    const averageLength = this.#meta.averageLength || 1;
    const normalizedQuery = normalize(query).trim();

    // Document frequency of each query word: pages where it appears anywhere.
    const matchers = terms.map((term) => this.#matcher(term, prefixes.has(term)));
    const pagesWith = terms.map((_term, index) => {
      const set = new Set<number>();
      for (const stat of stats[index]) for (const page of stat.body.keys()) set.add(page);
      const { term, expansions } = matchers[index];
      for (const metaTerm of [term, ...expansions]) for (const page of this.#metaPages.get(metaTerm) ?? []) set.add(page);
      return set;
    });
    const idf = pagesWith.map((set) => Math.log(1 + (pageCount - set.size + 0.5) / (set.size + 0.5)));
    const latin = terms.map((term) => !isCjk(term));
    const latinCount = latin.filter(Boolean).length;
    // Task verbs ("configure", "set", "change") need not be on a page that holds the rest of the query.
    const soft = terms.map((term, index) => latin[index] && SOFT_WORDS.has(term));
    const softCount = soft.filter(Boolean).length;
    const neededLatin = softCount < latinCount ? latinCount - softCount : latinCount;
    // Chinese pairs that occur nowhere cross a word boundary of the query ("改产" in 修改产物): they do not count.
    const cjkPresent = terms.filter((_term, index) => !latin[index] && pagesWith[index].size > 0).length;
    const cjkNeeded = Math.ceil(cjkPresent * 0.6);
    const units = latinCount + cjkPresent;
    const candidates = new Set<number>();
    for (const set of pagesWith) for (const page of set) candidates.add(page);
    const optionWords = wordRuns(query);
    const phrase = wordSequence(tokenize(query));
    const typing = !/\s$/.test(query);

    const scored: ScoredPage[] = [];
    for (const id of candidates) {
      const page = this.#pages[id];
      let score = 0;
      let latinMatched = 0;
      let softMatched = 0;
      let cjkMatched = 0;
      let inTitle = 0;
      const headingHits = new Map<number, number>();
      let inBody = false;
      terms.forEach((_term, index) => {
        if (!pagesWith[index].has(id)) return;
        if (latin[index]) latinMatched++;
        if (soft[index]) softMatched++;
        else cjkMatched++;
        const matcher = matchers[index];
        const titleHit = holds(page.titleTerms, matcher) || holds(page.keywordTerms, matcher);
        if (titleHit) inTitle++;
        let headingHit = false;
        page.headingTerms.forEach((headingTerms, heading) => {
          if (holds(headingTerms, matcher)) {
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
        const inPlace = holds(page.placeTerms, matcher);
        const inSummary = holds(page.summaryTerms, matcher);
        score +=
          idf[index] *
          (WEIGHT.title * Number(titleHit) +
            WEIGHT.place * Number(inPlace) +
            WEIGHT.summary * Number(inSummary) +
            WEIGHT.heading * Number(headingHit) +
            WEIGHT.body * body);
      });
      if (page.normalizedTitle === normalizedQuery) score += BONUS.exactTitle;
      else if (page.optionName && page.optionName === normalizedQuery) score += BONUS.optionName;
      else if (page.keywords.includes(normalizedQuery)) score += BONUS.keyword;
      else if (normalizedQuery.length >= 2 && page.normalizedTitle.startsWith(normalizedQuery)) score += BONUS.titlePrefix;
      if (page.optionName && optionWords.has(page.optionName) && page.optionName !== normalizedQuery) score += BONUS.optionWords;
      if (terms.length > 1 && inTitle === terms.length) score += BONUS.allInTitle;
      if (terms.length > 1 && [...headingHits.values()].some((count) => count === terms.length)) score += BONUS.allInHeading;
      if (phrase.length > 1) {
        if (page.titleSequences.some((sequence) => holdsPhrase(sequence, phrase, typing))) score += BONUS.phraseInTitle;
        else if (page.textSequences.some((sequence) => holdsPhrase(sequence, phrase, typing))) score += BONUS.phraseInText;
      }
      const latinNeededMatched = softCount < latinCount ? latinMatched - softMatched : latinMatched;
      const complete = latinNeededMatched === neededLatin && (cjkPresent === 0 ? latinCount > 0 || cjkMatched > 0 : cjkMatched >= cjkNeeded);
      // Task verbs alone do not make a closest match.
      const coverage = units === 0 ? 0 : (latinNeededMatched + Math.min(cjkMatched, cjkPresent)) / (units - latinCount + neededLatin);
      // Closest matches hold at least half of the query: one common word of many is not a match.
      if (!complete && coverage < 0.5) continue;
      scored.push({ page, score: score * page.weight, complete, coverage, body: inBody, idf });
    }
    // Complete pages first; within each kind, the score scaled by how much of the query the page holds.
    const rank = (entry: ScoredPage) => entry.score * entry.coverage;
    return scored.sort((a, b) => Number(b.complete) - Number(a.complete) || rank(b) - rank(a) || a.page.route.localeCompare(b.page.route));
  }

  /**
   * The section whose text holds the most of the query (weighted by rarity), with its matches.
   * A plain text search ranks the sections first; only the few best are cut into terms, the costly part.
   */
  #bestSection(texts: PageText, terms: string[], prefixes: Set<string>, idf: number[]) {
    const probes = terms.map((term) => {
      const probe = (isCjk(term) ? term : term.slice(0, Math.max(2, term.length - 1))).toLowerCase();
      return probe.includes('.') ? (probe.split('.').pop() ?? probe) : probe;
    });
    const roughly = texts
      .map((text, section) => {
        const lower = text.toLowerCase();
        return { section, lower, score: roughScore(lower, probes, idf) };
      })
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.section - b.section)
      .slice(0, SECTIONS_TOKENIZED);
    let best: { section: number; text: string; marks: Highlight[]; score: number } | undefined;
    for (const { section, lower } of roughly) {
      const text = texts[section];
      const marks: Highlight[] = [];
      const found = new Set<number>();
      let score = 0;
      // The snippet shows the start of the matches: cut only the text from a little before the first one.
      const first = Math.min(...probes.map((probe) => lower.indexOf(probe)).filter((at) => at >= 0));
      let from = Math.max(0, first - 40);
      while (from > 0 && !/\s/.test(text[from - 1])) from--;
      const window = text.slice(from, first + TOKENIZED_CHARS);
      for (const token of tokenize(window)) {
        token.start += from;
        const termIndex = terms.findIndex((term) => tokenMatches(token.term, term, prefixes.has(term)));
        if (termIndex < 0 || isStopWord(token.term)) continue;
        marks.push({ start: token.start, length: token.length });
        score += idf[termIndex] * (found.has(termIndex) ? 0.2 : 3);
        found.add(termIndex);
      }
      if (marks.length > 0 && (!best || score > best.score || (score === best.score && section < best.section))) {
        best = { section, text, marks, score };
      }
    }
    return best;
  }

  #highlights(tokens: Token[], terms: string[], prefixes: Set<string>): Highlight[] {
    return mergeRanges(
      tokens
        .filter((token) => terms.some((term) => tokenMatches(token.term, term, prefixes.has(term))))
        .map((token) => ({ start: token.start, length: token.length })),
    );
  }

  /** Title and heading hits of a page: what it shows without its text. */
  #outlineHits(entry: ScoredPage, terms: string[], prefixes: Set<string>): OutlineHits {
    const { page } = entry;
    const hits: SearchHit[] = [];
    const titleMarks = this.#highlights(page.titleTokens, terms, prefixes);
    if (titleMarks.length > 0) hits.push({ type: 'title', title: page.title, header: page.title, link: page.route, highlights: titleMarks });

    // A heading is shown when it holds most of the query's words, not one of many.
    const enough = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
    const headingMarks = page.headingTokens
      .map((tokens, index) => ({
        index,
        marks: this.#highlights(tokens, terms, prefixes),
        covered: terms.filter((term) => tokens.some((t) => tokenMatches(t.term, term, prefixes.has(term)))).length,
      }))
      .filter((item) => item.covered >= enough)
      .sort((a, b) => b.covered - a.covered || a.index - b.index)
      .slice(0, 2);
    for (const { index, marks } of headingMarks) {
      const heading = page.headings[index];
      hits.push({ type: 'header', title: page.title, header: heading.text, link: `${page.route}#${heading.id}`, highlights: marks });
    }
    return { hits, headingMarks };
  }

  #hits(
    entry: ScoredPage,
    outline: OutlineHits,
    terms: string[],
    prefixes: Set<string>,
    texts: PageText | undefined,
  ): PageResult {
    const { page, idf } = entry;
    const hits = [...outline.hits];
    const { headingMarks } = outline;

    const content = texts && hits.length < MAX_OUTLINE_HITS ? this.#bestSection(texts, terms, prefixes, idf) : undefined;
    const shown = content && content.section > 0 && headingMarks.some((item) => item.index === content.section - 1);
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
    if (hits.length === 0) hits.push({ type: 'title', title: page.title, header: page.title, link: page.route, highlights: [] });
    return { route: page.route, title: page.title, score: entry.score, partial: !entry.complete, hits };
  }
}
