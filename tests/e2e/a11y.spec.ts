import type { Page } from '@playwright/test';
import { appearanceKey, settleLanding, switchTheme, violations } from './axe';
import { expect, test, waitForDomFixes, waitForHydration } from './fixtures';

// axe-core on the 404 page of both languages, on the open search panel and at
// narrow widths with each menu open, in the light and then the dark theme: no
// violation of impact serious or critical. Every built page is checked the same
// way on the pages tests/e2e/every-page.spec.ts names (every page; the covering pages alone with A11Y_QUICK=1).
const homes = new Set(['/', '/zh/']);
const notFound = ['/this-page-does-not-exist', '/zh/this-page-does-not-exist'];

/**
 * Loads `url` in the light theme, waits until it is ready (by default: hydrated, and the
 * landing page settled), and runs axe in the light and then the dark theme.
 */
async function check(page: Page, url: string, status: number, ready?: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), appearanceKey);
  const res = await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(res?.status()).toBe(status);
  if (ready) await ready();
  else {
    await waitForHydration(page);
    if (homes.has(url)) await settleLanding(page);
  }
  const found = await violations(page, 'light');
  await switchTheme(page, 'dark');
  found.push(...(await violations(page, 'dark')));
  expect(found, `serious or critical axe violations on ${url}`).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const url of notFound) {
    test(`axe: 404 page ${url}`, async ({ page }) => {
      await check(page, url, 404);
    });
  }

  test('axe: the open search panel with results', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), appearanceKey);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.rp-search-panel__input');
    await expect(input).toBeFocused();
    // The index loads once the panel opens; a query typed before that is typed again.
    await expect(async () => {
      await input.fill('');
      await input.fill('hot module replacement');
      await expect(page.locator('.rp-suggest-item').nth(1)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    const panel = '.rp-search-panel__modal';
    const found = await violations(page, 'light', panel);
    await switchTheme(page, 'dark');
    found.push(...(await violations(page, 'dark', panel)));
    expect(found, 'serious or critical axe violations in the search panel').toEqual([]);
  });
});

async function openNavbarMenu(page: Page) {
  await page.locator('button.rp-nav-hamburger__sm').click();
  await expect(page.locator('.rp-nav-screen__container')).toBeVisible();
}

async function openPhoneSidebar(page: Page) {
  await page.locator('button.rp-sidebar-menu__left').click();
  await expect(page.locator('.rp-doc-layout__sidebar')).toBeInViewport();
}

/** Narrow screens, with each menu they add opened (keyboard.spec.ts tests the keyboard side). */
const narrow: { name: string; width: number; open?: (page: Page) => Promise<void> }[] = [
  { name: 'tablet, closed', width: 1024 },
  { name: 'tablet, navbar menu open', width: 1024, open: openNavbarMenu },
  { name: 'phone, closed', width: 390 },
  { name: 'phone, navbar menu open', width: 390, open: openNavbarMenu },
  { name: 'phone, sidebar open', width: 390, open: openPhoneSidebar },
];

test.describe('accessibility (axe) on narrow screens', () => {
  for (const { name, width, open } of narrow) {
    for (const url of ['/guide/start/', '/zh/config/']) {
      test(`axe: ${url}, ${name}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await check(page, url, 200, async () => {
          await waitForDomFixes(page);
          await open?.(page);
        });
      });
    }
  }
});
