/**
 * What the search panel loads on first use (a chunk of its own): the local
 * index of the reader's language, or the remote API when the site names one.
 */
import { DEFAULT_LIMIT, type Fetcher, LocalSearchIndex, type SearchHit } from './engine';
import { type RemoteSearchConfig, remoteSearch } from './remote';

export interface ResultGroup {
  /** Shown above the group when there are several (remote indexes). */
  label?: string;
  /** The page holds only part of the query: shown under a "closest matches" line. */
  partial?: boolean;
  hits: SearchHit[];
}

export interface PanelResults {
  /** The query these results answer. */
  query: string;
  groups: ResultGroup[];
  /** No page holds every word of the query: these are the closest. */
  partial: boolean;
}

export interface Searcher {
  search(query: string): Promise<PanelResults>;
  /** Starts loading the index files a query will need (called as the reader types, before the debounce ends). */
  prefetch?(query: string): void;
}

export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

const fetchJson: Fetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
};

/** A searcher over the local index folder of one language. */
export async function createLocalSearcher(base: string, folder: string, fetcher: Fetcher = fetchJson): Promise<Searcher> {
  const index = await LocalSearchIndex.load(base, folder, fetcher);
  return {
    async search(query) {
      const results = await index.search(query, DEFAULT_LIMIT);
      return { query, groups: results.pages.map((page) => ({ hits: page.hits, partial: page.partial })), partial: results.partial };
    },
    prefetch: (query) => index.prefetch(query, DEFAULT_LIMIT),
  };
}

/** A searcher that asks the remote API; a failure is logged and answers with no results. */
export function createRemoteSearcher(config: RemoteSearchConfig, lang: string): Searcher {
  return {
    async search(query) {
      try {
        const groups = await remoteSearch(config, query, { limit: DEFAULT_LIMIT, lang, origin: window.location.origin });
        const shown = groups.filter((group) => group.hits.length > 0);
        return { query, groups: shown.map((group) => ({ label: shown.length > 1 ? group.label : undefined, hits: group.hits })), partial: false };
      } catch (error) {
        console.error(error);
        return { query, groups: [], partial: false };
      }
    },
  };
}
