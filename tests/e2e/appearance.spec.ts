import { expect, test, waitForHydration } from './fixtures';

test('theme toggle switches to dark and stays dark after reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await waitForHydration(page);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('a saved dark theme applies before any script of the site runs, so the page never flashes light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  // Block every script file of the site: what shows now is what the first paint shows.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)?.map(Number) ?? [255, 255, 255];
  expect(r + g + b, `body background ${background}`).toBeLessThan(120);
  await expect(page.locator('.rp-doc h1')).toBeVisible();
});

test('with no saved choice, the theme follows the system preference from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});
