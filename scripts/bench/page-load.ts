import { type TraceEvent, mainThreadCompiles } from './compiles';
/** Records, with Playwright, the JS and CSS each page loads until it has hydrated and the network is idle. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { type SeenResponse, firstLoadTotals } from './first-load';
import { pageHydrated } from './hydrated';
import type { FirstLoadFigures } from './types';

/** First-load JS and CSS of each page, sized from the files in `root` (doc_build). */
export async function measureFirstLoad(origin: string, pagePaths: string[], root: string): Promise<FirstLoadFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: FirstLoadFigures[] = [];
    for (const pagePath of pagePaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const seen: SeenResponse[] = [];
      page.on('response', (response) => seen.push({ url: response.url(), status: response.status() }));
      await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
      await page.goto(origin + pagePath, { waitUntil: 'load' });
      // The scripts are requested after the first paint (plugins/paint-first.ts), which can come after
      // the network has been idle a while: wait for the page to hydrate, then for its lazy chunks.
      await page.waitForFunction(pageHydrated, undefined, { polling: 'raf' });
      await page.waitForLoadState('networkidle');
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      page.removeAllListeners('response');
      await context.close();
      const totals = firstLoadTotals(seen, origin, (pathname) => readFileSync(path.join(root, pathname)));
      results.push({ path: pagePath, ...totals, mainThreadCompiles: mainThreadCompiles(trace.traceEvents) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
