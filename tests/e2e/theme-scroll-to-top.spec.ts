import { expect, test, waitForHydration, watchConsole } from './fixtures';

const longPage = '/guide/start/quick-start';

test.describe('scroll-to-top button', () => {
  test('appears as soon as the page is scrolled and hides again at the top', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(longPage);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('scrolls smoothly to the top', async ({ page }) => {
    await page.goto(longPage);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    // Every position a scroll event reports, from before the click on: part-way
    // positions prove the scroll is animated, not a jump, however busy the machine.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY));
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
    expect(positions.some((y) => y > 0 && y < 2000), positions.join(', ')).toBe(true);
    await expect(button).toBeHidden();
  });

  test('jumps without animation when reduced motion is preferred', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(longPage);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    expect(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(window.scrollY))))).toBe(0);
  });

  test('is reachable with the keyboard and works with Enter', async ({ page }) => {
    await page.goto(longPage);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    let reached = false;
    for (let i = 0; i < 400 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Scroll to top');
    }
    expect(reached).toBe(true);
    // Tabbing moved the page; put it back down, then use the button.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has a Chinese name on Chinese pages', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(page.getByRole('button', { name: '滚动到顶部' })).toBeVisible();
  });
});
