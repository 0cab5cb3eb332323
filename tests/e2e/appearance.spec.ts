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
