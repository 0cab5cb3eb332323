import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Opens the search panel with the keyboard and waits until the language's index has loaded. */
async function openSearch(page: Page) {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.rp-search-panel__input');
  await expect(input).toBeFocused();
  // The panel says when its index is ready. (A query typed before that is answered as soon as the
  // index is ready, without the debounce; the network being idle did not mean it was ready.)
  await expect(page.locator('.rp-search-panel__modal')).toHaveAttribute('data-index-status', 'ready', { timeout: 20_000 });
  return input;
}

const results = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item');

/**
 * Types a query into a panel whose index is ready (openSearch), waits until the
 * panel shows the answer to it, then for what the test expects of it. Typed
 * once: the same query typed again could be answered twice, and the second
 * answer would reset the hit the arrows moved to.
 */
async function typeQuery(page: Page, query: string, ready: () => Promise<void>) {
  await page.locator('.rp-search-panel__input').fill(query);
  await expect(page.locator('.rp-search-panel__results')).toHaveAttribute('data-results-for', query, { timeout: 20_000 });
  await ready();
}

test('Ctrl+K opens search; arrows and Enter navigate; Esc closes (English)', async ({ page }) => {
  await page.goto('/guide/start/');
  const input = await openSearch(page);
  await typeQuery(page, 'hot module replacement', () =>
    expect(results(page).locator('a[href^="/config/dev/hmr"]').first()).toBeVisible({ timeout: 2000 }),
  );
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  await openSearch(page);
  const items = results(page);
  await typeQuery(page, 'writeToDisk', () =>
    expect(items.first()).toHaveClass(/rp-suggest-item--current/, { timeout: 2000 }),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(1)).toHaveClass(/rp-suggest-item--current/);
  const target = await items.nth(1).locator('a').getAttribute('href');
  expect(target).toMatch(/^\/config\/dev\/write-to-disk#/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target ?? '');
  await expect(page.locator('.rp-search-panel__input')).toBeHidden();
});

test('the index files a query needs load while the reader types, before the debounce ends', async ({ page }) => {
  await page.clock.install();
  await page.goto('/guide/start/');
  const input = await openSearch(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/search/')) fetched.push(pathname.split('/').pop() ?? '');
  });
  // Timers stand still from here: the 150 ms debounce cannot end until the clock runs. (The
  // margin keeps the target ahead of the page's clock however long this step takes to arrive.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  await input.fill('stringify');
  // The word's shard, then the text of a page whose snippet the answer shows.
  await expect.poll(() => fetched.filter((file) => /^t\d+\.json$/.test(file)).length).toBeGreaterThan(0);
  await expect.poll(() => fetched.filter((file) => /^p\d+\.json$/.test(file)).length).toBeGreaterThan(0);
  await expect(page.locator('.rp-search-panel__results')).not.toHaveAttribute('data-results-for', 'stringify');
  const prefetched = [...fetched];
  await page.clock.runFor(200);
  await expect(page.locator('.rp-search-panel__results')).toHaveAttribute('data-results-for', 'stringify');
  await expect(results(page).and(page.locator('[data-hit-type="content"]')).first().locator('.rp-suggest-item__statement')).toContainText(/stringify/i);
  // The answer needed nothing the prefetch had not loaded.
  expect(fetched).toEqual(prefetched);
});

test('Chinese query finds Chinese pages only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/zh/guide/start/');
  const input = await openSearch(page);
  await expect(input).toHaveAttribute('placeholder', '搜索');
  await typeQuery(page, '热更新', () => expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//, { timeout: 2000 }));
  const hrefs = await results(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((h) => h.startsWith('/zh/'))).toBe(true);
});

test('no results shows the query and a hint, and HTML in the query stays text', async ({ page }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await page.goto('/guide/start/');
  await openSearch(page);
  // Nothing on the site holds any of these words.
  const query = '<zzqqxx qqzzyy=xxzzqq(1)>';
  await typeQuery(page, query, () =>
    expect(page.locator('.rp-search-panel__results')).toContainText('No results for', { timeout: 2000 }),
  );
  await expect(page.locator('.rp-search-panel__results')).toContainText(query);
  await expect(page.locator('.rp-search-panel__results')).toContainText('Please try again with a different keyword');
  await expect(page.locator('zzqqxx')).toHaveCount(0);

  // Words that do match: partial matches, the query's markup still never runs.
  const hostile = '<img src=x onerror=alert(1)>';
  await typeQuery(page, hostile, () => expect(results(page).first()).toBeVisible({ timeout: 2000 }));
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialog).toBe(false);
});
