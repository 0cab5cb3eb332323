import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_PAGE, copySite, devEdits, editFile, freePort, siteDataEdits, startDevServer, waitForHtml, waitForText } from '../../scripts/bench/dev';

/**
 * `rspress dev` on a temporary copy of the site (scripts/bench/dev.ts; the working tree is never
 * edited): one page is opened, then its own text, a fragment it imports, a UI string of
 * site/i18n.ts and its sidebar group's title in site/sidebar.ts are edited, then the banner, a social
 * link and a redirect (site/banner.ts, links.ts, redirects.ts), and each change must appear in the open
 * page (the redirect: in a new tab) by hot update: no reload, by hand or by the server, no restart.
 * Last, an edit to rspress.config.ts itself restarts the server, and the page shows the new value.
 * It waits for states only; one server start for the whole test. It uses its own free port, not
 * the static server of the other tests.
 */
test('edits to a page, its fragment, UI strings, the sidebar, the banner, links and redirects reach the open dev page without a reload', async ({ page }) => {
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
    // The other site data the config reads: the banner, a link and the redirects, also without a restart.
    const more = siteDataEdits(copy.dir, `e2e${Date.now()}`);
    const notReloaded = () => page.evaluate(() => (window as Window & { __notReloaded?: boolean }).__notReloaded);
    await test.step('banner edit', async () => {
      more.banner.apply();
      await waitForText(page, more.banner.shows, 120_000);
      expect(await notReloaded(), 'banner edit reloaded the page').toBe(true);
    });
    await test.step('link edit', async () => {
      more.link.apply();
      await page.locator(more.link.selector).first().waitFor({ state: 'attached', timeout: 120_000 });
      expect(await notReloaded(), 'link edit reloaded the page').toBe(true);
    });
    await test.step('redirect edit', async () => {
      more.redirect.apply();
      // A new tab opens the old address until the rebuilt bundle has the rule and sends it on (a state, retried).
      const tab = await page.context().newPage();
      try {
        await expect(async () => {
          await tab.goto(`${server.origin}${more.redirect.from}`);
          await tab.waitForURL((url) => url.pathname === DEV_PAGE.route, { timeout: 5_000 });
        }).toPass({ timeout: 120_000 });
      } finally {
        await tab.close();
      }
      expect(await notReloaded(), 'redirect edit reloaded the page').toBe(true);
    });
    // No edit restarted the server (a restart reloads the open page, perhaps after the checks above).
    expect(server.output()).not.toContain('restarting');
    // The page is still the one opened (no navigation elsewhere), and its earlier edits stayed.
    expect(new URL(page.url()).pathname).toBe(DEV_PAGE.route);
    await expect(page.locator('h1').first()).toContainText('page-e2e');
    // rspress.config.ts itself: an edit restarts the server, which evaluates it afresh, and the open page
    // reloads with the new site title.
    await test.step('config edit', async () => {
      const tag = `cfg${Date.now()}`;
      editFile(path.join(copy.dir, 'rspress.config.ts'), "  title: 'Rsbuild',\n", `  title: 'Rsbuild ${tag}',\n`);
      await expect(page).toHaveTitle(new RegExp(tag), { timeout: 180_000 });
      expect(server.output()).toContain('restarting');
    });
  } finally {
    await server.stop();
    copy.remove();
  }
});
