/**
 * Runs queries through the search panel of the built site in a real browser,
 * the way a reader does: Ctrl+K, type, read the result links in order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { type QueryOutcome, rankOf, rankedPages } from './metrics';
import type { SearchQuery } from './queries';

/** Opens a page of the language and the search panel, ready for typing. */
export async function openSearch(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The shortcut works once the page has hydrated (the hotkey hint shows then).
  await page.waitForFunction(() => {
    const hotkey = document.querySelector('.rp-nav .rp-search-button__hotkey');
    return hotkey !== null && getComputedStyle(hotkey).opacity === '1';
  });
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').waitFor();
}

/** Types a query and returns the result links once the panel shows the results of that query. */
export async function ask(page: Page, query: string): Promise<string[]> {
  await page.locator('.rp-search-panel__input').fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('.rp-search-panel__results')?.getAttribute('data-results-for') === q,
    query,
    { timeout: 30_000 },
  );
  return page.locator('.rp-search-panel__results .rp-suggest-item a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

export interface LanguageRun {
  outcomes: QueryOutcome[];
  /** Time from each query (the debounce over) to its answer in the DOM (search:answer). */
  answerMs: number[];
  /** The search engine's part of it, index files loaded on the way (search:query). */
  queryMs: number[];
  /** The engine's work without the waits for index files (search:compute). */
  computeMs: number[];
}

/** Runs a query set on one page: every query in turn, in one panel. */
export async function runQueries(page: Page, startUrl: string, queries: SearchQuery[]): Promise<LanguageRun> {
  await openSearch(page, startUrl);
  const outcomes: QueryOutcome[] = [];
  for (const { query, answers } of queries) {
    const pages = rankedPages(await ask(page, query));
    outcomes.push({ query, rank: rankOf(pages, answers), top: pages.slice(0, 3) });
  }
  const [answerMs, queryMs, computeMs] = await page.evaluate(() =>
    ['search:answer', 'search:query', 'search:compute'].map((name) => performance.getEntriesByName(name).map((entry) => entry.duration)),
  );
  return { outcomes, answerMs, queryMs, computeMs };
}

/**
 * Bytes of search index (gzip, sized from the built files) that a reader's
 * first query loads on a fresh page: the page list, the shards of its words
 * and the texts of the pages shown.
 */
export async function firstQueryIndexBytes(browser: Browser, startUrl: string, query: string, siteDir: string): Promise<{ gzip: number; files: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/static/search/')) files.push(pathname);
  });
  try {
    await openSearch(page, startUrl);
    await ask(page, query);
  } finally {
    await context.close();
  }
  const unique = [...new Set(files)];
  const gzip = unique.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(siteDir, file)), { level: 9 }).length, 0);
  return { gzip, files: unique };
}
