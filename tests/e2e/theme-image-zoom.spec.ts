import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const post = '/community/releases/v1-0';
const opened = (page: Page) => page.locator('.medium-zoom-image--opened');

async function openZoom(page: Page) {
  await page.goto(post);
  await waitForHydration(page);
  const image = page.locator('.rp-doc img[src$="rsbuild-1-0-environments.svg"]');
  await image.scrollIntoViewIfNeeded();
  // medium-zoom ignores closing requests until its opening animation has ended, which it
  // announces with a 'medium-zoom:opened' event on the image.
  await image.evaluate((img) => img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-test-zoom-opened', ''), { once: true }));
  await image.click();
  await expect(opened(page)).toHaveCount(1);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(image).toHaveAttribute('data-test-zoom-opened', '');
}

test.describe('image zoom', () => {
  test('closes on a click on the overlay', async ({ page }) => {
    await openZoom(page);
    await page.mouse.click(5, 300);
    await expect(opened(page)).toHaveCount(0);
  });

  test('closes on Escape', async ({ page }) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(opened(page)).toHaveCount(0);
  });

  test('closes on resize', async ({ page }) => {
    await openZoom(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(opened(page)).toHaveCount(0);
  });

  test('stays open for a small scroll and closes beyond 40 px', async ({ page }) => {
    await openZoom(page);
    await page.evaluate(() => window.scrollBy(0, 30));
    await page.waitForTimeout(400);
    await expect(opened(page)).toHaveCount(1);
    await page.evaluate(() => window.scrollBy(0, 30));
    await expect(opened(page)).toHaveCount(0);
  });

  test('loads its code on the first click on an image, not before', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(post);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const image = page.locator('.rp-doc img[src$="rsbuild-1-0-environments.svg"]');
    await expect(image).toHaveCSS('cursor', 'zoom-in');
    await expect(image).not.toHaveClass(/medium-zoom-image/);
    const before = scripts.length;
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(opened(page)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('leaves the logo and other chrome images alone', async ({ page }) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(opened(page)).toHaveCount(0);
    await expect(page.locator('.rp-doc img').first()).toHaveClass(/medium-zoom-image/);
    await expect(page.locator('.rp-nav img.medium-zoom-image')).toHaveCount(0);
  });

  test('works again after moving to another page in the browser', async ({ page }) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(opened(page)).toHaveCount(0);
    await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('.rp-doc img[src$="rsbuild-1-0-environments.svg"]')).toHaveCount(0);
    await page.goBack();
    const image = page.locator('.rp-doc img[src$="rsbuild-1-0-environments.svg"]');
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(opened(page)).toHaveCount(1);
  });
});
