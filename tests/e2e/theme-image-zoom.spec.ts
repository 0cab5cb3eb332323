import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const post = '/community/releases/v1-0';
const opened = (page: Page) => page.locator('.medium-zoom-image--opened');

async function openZoom(page: Page) {
  await page.goto(post);
  await waitForHydration(page);
  const image = page.locator('.rp-doc img[src$="rsbuild-1-0-environments.svg"]');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveClass(/medium-zoom-image/); // attached after a short delay
  await image.click();
  await expect(opened(page)).toHaveCount(1);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  // medium-zoom ignores closing requests during its 0.3 s opening animation.
  await page.waitForTimeout(400);
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

  test('leaves the logo and other chrome images alone', async ({ page }) => {
    await page.goto(post);
    await waitForHydration(page);
    await expect(page.locator('.rp-doc img').first()).toHaveClass(/medium-zoom-image/);
    await expect(page.locator('.rp-nav img.medium-zoom-image')).toHaveCount(0);
  });
});
