import { expect, test } from '@playwright/test';
import { DEV_PAGE, copySite, devEdits, freePort, startDevServer, waitForHtml, waitForText } from '../../scripts/bench/dev';

/**
 * `rspress dev` on a temporary copy of the site (scripts/bench/dev.ts; the working tree is never
 * edited): one page is opened, then its own text, a fragment it imports and a UI string of
 * site/i18n.ts are edited, and each change must appear in the open page without a reload by hand.
 * It waits for states only; one server start for the whole test. It uses its own free port, not
 * the static server of the other tests.
 */
test('edits to a page, its fragment and site data reach the open dev page', async ({ page }) => {
  test.setTimeout(300_000);
  const copy = copySite(process.cwd());
  const server = startDevServer(copy.dir, await freePort());
  try {
    const url = `${server.origin}${DEV_PAGE.route}`;
    await waitForHtml(url, 180_000, server);
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 120_000 });
    for (const edit of devEdits(copy.dir, `e2e${Date.now()}`)) {
      await test.step(`${edit.name} edit`, async () => {
        edit.apply();
        // The site data restarts the server (plugins/dev-watch.ts): the page reloads by itself.
        await waitForText(page, edit.shows, 120_000);
      });
    }
    // The page is still the one opened (no navigation elsewhere), and its earlier edits stayed.
    expect(new URL(page.url()).pathname).toBe(DEV_PAGE.route);
    await expect(page.locator('h1').first()).toContainText('page-e2e');
  } finally {
    await server.stop();
    copy.remove();
  }
});
