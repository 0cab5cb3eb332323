import { links } from '../../site/links';
import { expect, test } from './fixtures';

const internal: [string, string][] = [
  ['/config/source/alias', '/config/resolve/alias'],
  ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
  ['/guide/basic/css-usage', '/guide/styling/css-usage'],
  ['/guide/basic/css-modules', '/guide/styling/css-modules'],
  ['/guide/basic/tailwindcss', '/guide/styling/tailwindcss'],
  ['/guide/basic/tailwindcss-v3', '/guide/styling/tailwindcss-v3'],
  ['/guide/basic/unocss', '/guide/styling/unocss'],
  ['/guide/basic/configure-rspack', '/guide/configuration/rspack'],
  ['/guide/basic/configure-rsbuild', '/guide/configuration/rsbuild'],
  ['/guide/basic/configure-swc', '/guide/configuration/swc'],
];

for (const [from, to] of internal) {
  test(`${from} redirects to ${to} keeping the hash`, async ({ page }) => {
    await page.goto(`${from}#some-section`);
    await expect(page).toHaveURL(`${to}#some-section`);
    await expect(page.locator('.rp-doc h1')).toBeVisible();
  });
}

test('Chinese old URLs stay in Chinese', async ({ page }) => {
  await page.goto('/zh/guide/basic/configure-rspack#x');
  await expect(page).toHaveURL('/zh/guide/configuration/rspack#x');
  await page.goto('/zh/config/source/alias');
  await expect(page).toHaveURL('/zh/config/resolve/alias');
});

test('plugin-assets-retry leaves the site', async ({ page }) => {
  const target = new URL(links.assetsRetry);
  // The external host is not reachable here: answer it locally and check we got there.
  await page.route(`${target.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>external</h1>' }));
  await page.goto('/plugins/list/plugin-assets-retry');
  await page.waitForURL((url) => url.origin === target.origin);
  expect(page.url()).toContain(target.pathname);
});
