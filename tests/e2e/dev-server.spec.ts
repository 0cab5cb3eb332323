import { expect, test } from '@playwright/test';
import { DEV_PAGE, copySite, devEdits, freePort, startDevServer, waitForHtml, waitForText } from '../../scripts/bench/dev';

/**
 * `rspress dev` on a temporary copy of the site (scripts/bench/dev.ts; the working tree is never
 * edited): one page is opened, then its own text, a fragment it imports, a UI string of
 * site/i18n.ts and its sidebar group's title in site/sidebar.ts are edited, and each change must
 * appear in the open page by hot update: no reload, by hand or by the server.
 * It waits for states only; one server start for the whole test. It uses its own free port, not
 * the static server of the other tests.
 */
test('edits to a page, its fragment, a UI string and the sidebar reach the open dev page without a reload', async ({ page }) => {
  test.setTimeout(300_000);
  const copy = copySite(process.cwd());
  const server = startDevServer(copy.dir, await freePort());
  try {
    const url = `${server.origin}${DEV_PAGE.route}`;
    await waitForHtml(url, 180_000, server);
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 120_000 });
    // A mark on the window: a reload (by the server or by hand) would drop it.
    await page.evaluate(() => {
      (window as Window & { __notReloaded?: boolean }).__notReloaded = true;
    });
    for (const edit of devEdits(copy.dir, `e2e${Date.now()}`)) {
      await test.step(`${edit.name} edit`, async () => {
        edit.apply();
        await waitForText(page, edit.shows, 120_000);
        // Every one of these is a hot update (the UI string and the sidebar through plugins/dev-site-data.ts), not a reload.
        expect(await page.evaluate(() => (window as Window & { __notReloaded?: boolean }).__notReloaded), `${edit.name} edit reloaded the page`).toBe(true);
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
