import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { budgets } from '../../site/budgets';
import { expect, htmlFileOf, siteDir, test, waitForHydration } from './fixtures';

/** The JavaScript files a page loads until the network is idle, with their gzip sizes from the build. */
async function firstLoadJs(page: Page, url: string) {
  const files = new Set<string>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.endsWith('.js')) files.add(pathname);
  });
  // The scripts are requested after the first paint (plugins/paint-first.ts), which may come after
  // the network has been idle for a while: wait for the page to hydrate, then for its lazy chunks.
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(siteDir, file))).length }));
  return { sizes, total: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * The doc page whose route chunk (its compiled content, which the runtime loads: the HTML
 * does not name it) is the largest, per language, leaving out the pages given. A route chunk
 * carries its page's route path in the page meta (plugins/lean-page-data.ts).
 */
function heaviestDocPage(lang: 'en' | 'zh', except: readonly string[] = []): string {
  const asyncDir = path.join(siteDir, 'static/js/async');
  let best = { url: '', size: -1 };
  for (const file of readdirSync(asyncDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(asyncDir, file), 'utf8');
    const url = /routePath:"([^"]+)"/.exec(code)?.[1];
    if (!url || (lang === 'zh') !== url.startsWith('/zh/') || url === '/' || url === '/zh/' || except.includes(url)) continue;
    if (code.length > best.size) best = { url, size: code.length };
  }
  if (!best.url) throw new Error(`no route chunk of a ${lang} doc page found in ${asyncDir}`);
  return best.url;
}

/** Whether a built script holds the search engine (lazy chunks are named by their hash alone). */
const isSearchCode = (file: string) =>
  file.endsWith('.js') && readFileSync(path.join(siteDir, file), 'utf8').includes('unexpected search index format');

/** Whether a built script holds the search dialog (the panel's input, hits and keyboard), loaded on first open. */
const isSearchDialogCode = (file: string) =>
  file.endsWith('.js') && readFileSync(path.join(siteDir, file), 'utf8').includes('data-results-for');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const longPages = Object.keys(budgets.longDocPagesJs);
// The heaviest pages outside the named long pages are held to the general budget.
const docPages = [
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  '/config/source/define',
  heaviestDocPage('en', longPages),
  heaviestDocPage('zh', longPages),
];

for (const url of new Set(docPages)) {
  test(`first-load JS of ${url} is within the doc page budget (${kb(budgets.docPageJs)} gzip)`, async ({ page }) => {
    const { sizes, total } = await firstLoadJs(page, url);
    expect(sizes.length, 'scripts were loaded').toBeGreaterThan(2);
    expect(total, sizes.map((f) => `${f.file} ${kb(f.gzip)}`).join('\n')).toBeLessThanOrEqual(budgets.docPageJs);
  });
}

for (const [url, ceiling] of Object.entries(budgets.longDocPagesJs)) {
  test(`first-load JS of the long page ${url} is within its own ceiling (${kb(ceiling)} gzip) and needs it`, async ({ page }) => {
    const { sizes, total } = await firstLoadJs(page, url);
    expect(sizes.length, 'scripts were loaded').toBeGreaterThan(2);
    const list = sizes.map((f) => `${f.file} ${kb(f.gzip)}`).join('\n');
    expect(total, list).toBeLessThanOrEqual(ceiling);
    expect(total, `${url} fits the general budget now: remove it from budgets.longDocPagesJs\n${list}`).toBeGreaterThan(budgets.docPageJs);
  });
}

for (const url of ['/', '/zh/']) {
  test(`first-load JS of the home page ${url} is within its budget (${kb(budgets.homeJs)} gzip)`, async ({ page }) => {
    const { sizes, total } = await firstLoadJs(page, url);
    expect(sizes.length, 'scripts were loaded').toBeGreaterThan(2);
    expect(total, sizes.map((f) => `${f.file} ${kb(f.gzip)}`).join('\n')).toBeLessThanOrEqual(budgets.homeJs);
  });
}

test('search code is not part of the first load', async ({ page }) => {
  const { sizes } = await firstLoadJs(page, '/guide/start/');
  expect(sizes.map((f) => f.file).filter((f) => isSearchCode(f) || isSearchDialogCode(f) || /search_index|static\/search\//.test(f))).toEqual([]);
  const loaded: string[] = [];
  page.on('response', (res) => loaded.push(new URL(res.url()).pathname));
  // The shortcut works once the page has hydrated.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').fill('config');
  await expect(page.locator('.rp-search-panel__results .rp-suggest-item').first()).toBeVisible({ timeout: 20_000 });
  expect(loaded.some(isSearchCode)).toBe(true);
  expect(loaded.some(isSearchDialogCode)).toBe(true);
  expect(loaded.some((f) => /^\/static\/search\/en\/[0-9a-f]+\/meta\.json$/.test(f))).toBe(true);
});

for (const url of ['/', '/zh/', '/guide/start/quick-start', '/config/source/define']) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    test(`${url} preloads only images it paints in its first viewport (${width}px)`, async ({ page }) => {
      const html = readFileSync(htmlFileOf(url), 'utf8');
      const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(([, href]) => href);
      await page.setViewportSize({ width, height });
      await page.goto(url);
      await waitForHydration(page);
      const painted = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            // An image without an address loads nothing.
            if (!img.currentSrc) return false;
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .map((img) => new URL(img.currentSrc).pathname),
      );
      expect(preloaded.filter((href) => !painted.includes(href)), `painted: ${painted.join(', ')}`).toEqual([]);
    });
  }
}
