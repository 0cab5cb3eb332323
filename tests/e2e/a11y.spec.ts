import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { builtPages, expect, test, waitForDomFixes } from './fixtures';

// axe-core on every built page and on the 404 page of both languages, in the
// light and then the dark theme: no violation of impact serious or critical.
const appearanceKey = 'rspress-theme-appearance';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on the colours: all the dark theme can change. */
const colourRules = ['color-contrast', 'link-in-text-block'];
const blocking = new Set(['serious', 'critical']);

type Theme = 'light' | 'dark';
const homes = new Set(['/', '/zh/']);
const notFound = ['/this-page-does-not-exist', '/zh/this-page-does-not-exist'];

/** One line per serious or critical violation: theme, rule, impact, help text and where. */
async function violations(page: Page, theme: Theme, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (theme === 'light') builder.withTags(tags);
  else builder.withRules(colourRules);
  // Legacy mode runs axe in the page itself: our pages have no iframes, and it
  // saves the blank page the default mode opens for every analysis.
  const { violations } = await builder.options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => blocking.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' >> '));
      const shown = targets.slice(0, 8).join(' | ') + (targets.length > 8 ? ` | … ${targets.length - 8} more` : '');
      return `[${theme}] ${v.id} (${v.impact}): ${v.help} (${v.helpUrl.split('?')[0]}) — ${shown}`;
    });
}

/** Switches the theme the way another tab would: Rspress listens to storage events. */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    [appearanceKey, theme],
  );
  const html = page.locator('html');
  await (theme === 'dark' ? expect(html).toHaveClass(/\bdark\b/) : expect(html).not.toHaveClass(/\bdark\b/));
  // Let the frame with transitions switched off (rp-theme-switching) pass.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Waits until React has hydrated the page (as waitForHydration in fixtures.ts:
 * the search button's hotkey shows once an effect has run), checking every
 * frame rather than at expect's growing intervals: a few hundred ms a page.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const hotkey = document.querySelector('.rp-nav .rp-search-button__hotkey');
      return hotkey !== null && getComputedStyle(hotkey).opacity === '1';
    },
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

/** The landing page: let the benchmark run to its end, then go back to the top with the navbar shown. */
async function settleLanding(page: Page) {
  const chart = page.getByTestId('benchmark-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-navbar-hidden'))).toBe(false);
}

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
    await hydrated(page);
    if (homes.has(url)) await settleLanding(page);
  }
  const found = await violations(page, 'light');
  await switchTheme(page, 'dark');
  found.push(...(await violations(page, 'dark')));
  expect(found, `serious or critical axe violations on ${url}`).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const url of builtPages()) {
    test(`axe: ${url}`, async ({ page }) => {
      await check(page, url, 200);
    });
  }

  for (const url of notFound) {
    test(`axe: 404 page ${url}`, async ({ page }) => {
      await check(page, url, 404);
    });
  }

  test('axe: the open search panel with results', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), appearanceKey);
    await page.goto('/guide/start/');
    await hydrated(page);
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
