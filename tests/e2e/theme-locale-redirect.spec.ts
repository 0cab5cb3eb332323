import { expect, test } from './fixtures';

test.describe('first-visit language redirect', () => {
  test.use({ firstVisit: true });

  test.describe('a visitor whose browser prefers Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('lands on the Chinese twin once, then may read English', async ({ page }) => {
      await page.goto('/guide/start/quick-start?x=1');
      await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start\?x=1$/);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
      await page.goto('/guide/start/quick-start');
      await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test.describe('a search engine bot with a Chinese locale', () => {
    test.use({
      locale: 'zh-CN',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });

    test('is never redirected and leaves no flag', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
    });
  });

  test.describe('a visitor whose browser prefers English', () => {
    test.use({ locale: 'en-US' });

    test('stays on the English page', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    });

    test('keeps a link to a Chinese page in Chinese', async ({ page }) => {
      await page.goto('/zh/guide/start/quick-start');
      // The flag is set by the same inline script that would redirect, before any redirect.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    });
  });
});
