import { test as base, expect, type Page } from '@playwright/test';

/** Console messages that mean something went wrong (hydration errors, React warnings, exceptions). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // A 404 page logs its own document request; nothing else may fail.
    if (/Failed to load resource: the server responded with a status of 404/.test(msg.text())) return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Requests that left the site while the page ran. */
export function watchExternalRequests(page: Page, baseURL: string): string[] {
  const external: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
  });
  return external;
}

/** Returning visitors: no first-visit language redirect unless a test sets `firstVisit`. */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
    await use(page);
  },
});

/** React has hydrated once the search button's hotkey hint, shown by an effect, is visible. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('.rp-nav .rp-search-button__hotkey').first()).toHaveCSS('opacity', '1');
}

export { expect };
