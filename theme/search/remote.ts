/**
 * Remote search (spec section 7): when the site names a search API, the panel
 * sends `GET <api>?keyword=&limit=&searchIndexes=&lang=` and shows the groups
 * it answers with. The answer is a JSON list of `{ index, hits }`; a hit has a
 * `title` and a `link`, and may have a `header` and a `content` excerpt.
 */
import type { Highlight, HitType, SearchHit } from './engine';
import { mergeRanges } from './engine';
import { isStopWord, queryTerms, tokenize } from './text';

export interface RemoteSearchConfig {
  apiUrl: string;
  /** Index values with the label shown above each group. */
  searchIndexes?: Array<{ value: string; label: string }>;
}

export interface RemoteGroup {
  index: string;
  label: string;
  hits: SearchHit[];
}

interface RawHit {
  title: string;
  link: string;
  header?: string;
  content?: string;
}

/** The request URL of a remote search. */
export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string, limit: number, lang: string, origin: string): string {
  const url = new URL(config.apiUrl, origin);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', (config.searchIndexes ?? []).map((index) => index.value).join(','));
  url.searchParams.set('lang', lang);
  return url.href;
}

function isRawHit(value: unknown): value is RawHit {
  if (typeof value !== 'object' || value === null) return false;
  const hit = value as Record<string, unknown>;
  return (
    typeof hit.title === 'string' &&
    typeof hit.link === 'string' &&
    (hit.header === undefined || typeof hit.header === 'string') &&
    (hit.content === undefined || typeof hit.content === 'string')
  );
}

/** Where the query's words are in a text, for highlighting. */
export function highlightsIn(text: string, query: string): Highlight[] {
  const terms = new Set(queryTerms(query));
  return mergeRanges(
    tokenize(text)
      .filter((token) => !isStopWord(token.term) && terms.has(token.term))
      .map((token) => ({ start: token.start, length: token.length })),
  );
}

/** Checks the answer's shape; throws with what is wrong. */
export function parseRemoteAnswer(body: unknown, config: RemoteSearchConfig, query: string): RemoteGroup[] {
  if (!Array.isArray(body)) throw new Error('remote search: the answer is not a JSON list of groups');
  return body.map((group, position) => {
    if (typeof group !== 'object' || group === null) throw new Error(`remote search: group ${position} is not an object`);
    const { index, hits } = group as { index?: unknown; hits?: unknown };
    if (typeof index !== 'string' || !Array.isArray(hits)) throw new Error(`remote search: group ${position} needs "index" and a "hits" list`);
    const label = config.searchIndexes?.find((item) => item.value === index)?.label ?? index;
    return {
      index,
      label,
      hits: hits.filter(isRawHit).map((hit): SearchHit => {
        const type: HitType = hit.content ? 'content' : hit.header ? 'header' : 'title';
        const header = hit.header ?? hit.title;
        if (type === 'content') {
          const statement = hit.content ?? '';
          return { type, title: hit.title, header, link: hit.link, statement, highlights: highlightsIn(statement, query) };
        }
        return { type, title: hit.title, header, link: hit.link, highlights: highlightsIn(header, query) };
      }),
    };
  });
}

/** Asks the API; throws on a network error, a non-2xx status or an answer of the wrong shape. */
export async function remoteSearch(
  config: RemoteSearchConfig,
  query: string,
  options: { limit: number; lang: string; origin: string; fetch?: typeof fetch },
): Promise<RemoteGroup[]> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(remoteSearchUrl(config, query, options.limit, options.lang, options.origin));
  if (!response.ok) throw new Error(`remote search: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('remote search: the answer is not JSON');
  }
  return parseRemoteAnswer(body, config, query);
}
