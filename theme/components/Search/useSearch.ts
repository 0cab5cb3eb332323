import { useLang, useSite } from '@rspress/core/runtime';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PanelResults, Searcher } from '../../search/client';
import type { RemoteSearchConfig } from '../../search/remote';

/** Query debounce of the panel (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 150;

export type IndexStatus = 'initial' | 'loading' | 'ready' | 'error';

/** What site data carries about search (set by plugins/search-index.ts). */
interface SiteSearch {
  siteIndex?: Record<string, string>;
  apiUrl?: string;
  searchIndexes?: RemoteSearchConfig['searchIndexes'];
}

declare global {
  interface Window {
    /** Test hook: a remote search config that replaces the site's (tests/e2e/search-remote.spec.ts). */
    __siteSearchRemote?: RemoteSearchConfig;
  }
}

const searchers = new Map<string, Promise<Searcher>>();

/** The searcher of a language: created once per page load, loaded with its code on first use. */
function loadSearcher(lang: string, site: SiteSearch, base: string): Promise<Searcher> {
  const remote = (typeof window !== 'undefined' && window.__siteSearchRemote) || (site.apiUrl ? { apiUrl: site.apiUrl, searchIndexes: site.searchIndexes } : undefined);
  const key = remote ? `remote:${remote.apiUrl}:${lang}` : `local:${lang}`;
  let searcher = searchers.get(key);
  if (!searcher) {
    searcher = import(/* webpackChunkName: "search" */ '../../search/client').then(async (client) => {
      if (remote) return client.createRemoteSearcher(remote, lang);
      const folder = site.siteIndex?.[lang];
      if (!folder) throw new Error(`no search index for language ${lang}`);
      try {
        return await client.createLocalSearcher(base, folder);
      } catch (error) {
        console.error(client.INDEX_FETCH_ERROR, error);
        throw error;
      }
    });
    searcher.catch(() => searchers.delete(key));
    searchers.set(key, searcher);
  }
  return searcher;
}

/** The panel's query, results and index state. */
export function useSearch() {
  const { site } = useSite();
  const lang = useLang() || 'en';
  const search = (site.search || {}) as SiteSearch;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PanelResults | undefined>();
  const [status, setStatus] = useState<IndexStatus>('initial');
  const [searching, setSearching] = useState(false);
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searcher = useRef<Promise<Searcher> | undefined>(undefined);
  /** When the query whose answer is awaited was asked (the debounce over): npm run bench times it to the DOM update. */
  const askedAt = useRef<{ query: string; at: number } | undefined>(undefined);

  // The index loads when the dialog mounts, that is when the panel opens (and again after the language changes).
  useEffect(() => {
    searcher.current = undefined;
    setStatus('initial');
  }, [lang]);
  useEffect(() => {
    if (searcher.current) return;
    setStatus('loading');
    const loading = loadSearcher(lang, search, site.base || '/');
    searcher.current = loading;
    loading.then(
      () => searcher.current === loading && setStatus('ready'),
      () => {
        if (searcher.current !== loading) return;
        searcher.current = undefined;
        setStatus('error');
      },
    );
  }, [lang]);

  const run = useCallback(async (value: string) => {
    const current = searcher.current;
    if (!current) return;
    askedAt.current = { query: value, at: performance.now() };
    let answer: PanelResults;
    try {
      answer = await (await current).search(value);
    } catch (error) {
      console.error(error);
      answer = { query: value, groups: [], partial: false };
    }
    if (latest.current !== value) return;
    setResults(answer);
    setSearching(false);
  }, []);

  // The time from asking to the answer in the DOM (before paint), as the measure 'search:answer'.
  useLayoutEffect(() => {
    const asked = askedAt.current;
    if (!results || !asked || asked.query !== results.query) return;
    askedAt.current = undefined;
    performance.measure?.('search:answer', { start: asked.at });
  }, [results]);

  // A query typed while the index loads is answered once it is ready.
  useEffect(() => {
    if (status === 'ready' && latest.current.trim()) void run(latest.current);
    if (status === 'error') setSearching(false);
  }, [status, run]);

  const input = useCallback(
    (value: string) => {
      setQuery(value);
      latest.current = value;
      clearTimeout(timer.current);
      if (!value.trim()) {
        setResults(undefined);
        setSearching(false);
        return;
      }
      setSearching(true);
      timer.current = setTimeout(() => void run(value), SEARCH_DEBOUNCE_MS);
      // The index files the query needs load during the debounce.
      void searcher.current?.then(
        (ready) => latest.current === value && ready.prefetch?.(value),
        () => undefined,
      );
    },
    [run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { query, input, results: query.trim() ? results : undefined, status, searching };
}
