import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, watchConsole } from './fixtures';

/** Counts calls of document.startViewTransition (the page keeps using the real one). */
async function countViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __viewTransitions: number };
    w.__viewTransitions = 0;
    const original = Document.prototype.startViewTransition;
    if (!original) return;
    Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<Document['startViewTransition']>) {
      w.__viewTransitions++;
      return original.apply(this, args);
    } as Document['startViewTransition'];
  });
}
const viewTransitions = (page: Page) => page.evaluate(() => (window as unknown as { __viewTransitions: number }).__viewTransitions);

async function navigateInApp(page: Page) {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect(page.locator('.rp-doc h1')).toContainText(await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').innerText());
}

test.describe('page-change animation', () => {
  test('a link between pages runs a view transition', async ({ page }) => {
    const problems = watchConsole(page);
    await countViewTransitions(page);
    await navigateInApp(page);
    expect(await viewTransitions(page)).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('the new page is what the transition reveals', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __revealed: string[] };
      w.__revealed = [];
      const original = Document.prototype.startViewTransition;
      Document.prototype.startViewTransition = function (this: Document, arg: unknown) {
        const transition = original.call(this, arg as ViewTransitionUpdateCallback);
        transition.updateCallbackDone.then(() => w.__revealed.push(document.querySelector('.rp-doc h1')?.textContent ?? ''));
        return transition;
      } as Document['startViewTransition'];
    });
    await navigateInApp(page);
    const revealed = await page.evaluate(() => (window as unknown as { __revealed: string[] }).__revealed);
    expect(revealed.length).toBeGreaterThanOrEqual(1);
    expect(revealed.at(-1)).toContain('Features');
    expect(revealed.at(-1)).not.toContain('Quick');
  });

  test('with reduced motion, pages change without a view transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await countViewTransitions(page);
    await navigateInApp(page);
    expect(await viewTransitions(page)).toBe(0);
  });

  test('with reduced motion, the key hint of the search button appears without a fade', async ({ page }) => {
    const fade = () => page.locator('.rp-nav .rp-search-button__hotkey').evaluate((hint) => getComputedStyle(hint).transitionDuration);
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    expect(await fade()).toBe('0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await fade()).toBe('0s');
  });

  test('browsers without the View Transition API navigate normally', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      // @ts-expect-error removing the API to imitate a browser without it
      delete Document.prototype.startViewTransition;
    });
    await navigateInApp(page);
    expect(problems).toEqual([]);
  });
});
