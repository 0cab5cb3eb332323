import { banner } from '../../site/banner';
import { expect, test, waitForHydration, watchConsole } from './fixtures';

// site/banner.ts ships with display: false; `?banner=preview` shows the configured
// banner anyway, which is how these tests reach the real component in the built site.
test.describe('top banner', () => {
  test('is off unless configured', async ({ page }) => {
    expect(banner.display).toBe(false);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('.site-banner')).toHaveCount(0);
    expect(await page.locator('.rp-nav').boundingBox()).toMatchObject({ y: 0 });
  });

  test('shows the message with its link, above the navbar', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/guide/start/?banner=preview');
    await waitForHydration(page);
    const region = page.getByRole('complementary', { name: 'Announcement' });
    await expect(region).toBeVisible();
    const link = region.getByRole('link', { name: banner.message.en });
    await expect(link).toHaveAttribute('href', banner.href);
    const bannerBox = await region.boundingBox();
    const navBox = await page.locator('.rp-nav').boundingBox();
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((navBox?.y ?? 0) + 1);
    expect(problems).toEqual([]);
  });

  test('speaks Chinese on Chinese pages', async ({ page }) => {
    await page.goto('/zh/guide/start/?banner=preview');
    await waitForHydration(page);
    const region = page.getByRole('complementary', { name: '公告' });
    await expect(region.getByRole('link', { name: banner.message.zh })).toHaveAttribute('href', `/zh${banner.href}`);
    await expect(region.getByRole('button', { name: '关闭公告' })).toBeVisible();
  });

  test('closes with the keyboard and stays closed for good', async ({ page }) => {
    await page.goto('/guide/start/?banner=preview');
    await waitForHydration(page);
    const close = page.getByRole('button', { name: 'Close the announcement' });
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.site-banner')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), banner.localStorageKey)).toBe('1');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.site-banner')).toHaveCount(0);
    await page.goto('/zh/config/?banner=preview');
    await waitForHydration(page);
    await expect(page.locator('.site-banner')).toHaveCount(0);
  });
});
