import { expect, test } from '@playwright/test';
import { recordShown, type ShownTarget, timeEdit } from '../../scripts/bench/dev';

/**
 * The dev figures of `npm run bench` end at the animation frame in which the page showed the h1 or the
 * edit, as the page recorded it (scripts/bench/dev.ts), not when Playwright's wait returned. These
 * checks hold the recording to what the page did, with lower bounds and orderings only (no duration is
 * asserted): nothing is recorded before it is in the page, or while it is hidden, and the record never
 * comes after the wait's return.
 */

test('timeEdit records the frame that showed the text: not before it was added, not while it was hidden', async ({ page }) => {
  await page.setContent('<main><p id="hidden" style="display: none"></p></main>');
  // The text goes into a hidden element at 300 ms and is shown at 600 ms (both after the save).
  const apply = () => {
    void page.evaluate(() => {
      setTimeout(() => {
        const hidden = document.getElementById('hidden');
        if (hidden) hidden.textContent = 'edit-shown';
      }, 300);
      setTimeout(() => document.getElementById('hidden')?.removeAttribute('style'), 600);
    });
  };
  const before = performance.now();
  const ms = await timeEdit(page, apply, 'edit-shown');
  const waited = performance.now() - before;
  expect(ms).not.toBeNull();
  expect(ms ?? 0).toBeGreaterThanOrEqual(600);
  expect(ms ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(waited);
  expect(await page.evaluate(() => window.__textShownAt)).toBeGreaterThan(0);
});

test('recordShown records the frame in which an h1 is first laid out visible', async ({ page }) => {
  await page.addInitScript(recordShown, { key: '__h1ShownAt' } as ShownTarget);
  const startedAt = performance.timeOrigin + performance.now();
  // An h1 that is in the document from the start but hidden, shown 400 ms after the page's own start.
  await page.goto(
    'data:text/html,<h1 id="t" style="display:none">Title</h1><script>setTimeout(() => document.getElementById("t").removeAttribute("style"), 400)</script>',
  );
  await page.locator('h1').first().waitFor({ state: 'visible' });
  const returnedAt = performance.timeOrigin + performance.now();
  const shownAt = await page.evaluate(() => window.__h1ShownAt);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  expect(shownAt).toBeDefined();
  expect(shownAt ?? 0).toBeGreaterThanOrEqual(navigationStart + 400);
  expect(shownAt ?? 0).toBeGreaterThan(startedAt);
  expect(shownAt ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(returnedAt);
});
