import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const siteDir = path.resolve(process.env.SITE_DIR ?? 'doc_build');

/** URL paths of every HTML page of the build (404 pages excluded). */
export function builtPages(dir = siteDir, prefix = ''): string[] {
  const urls: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== 'static') urls.push(...builtPages(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
      urls.push(entry.name === 'index.html' ? `${prefix}/` : `${prefix}/${entry.name.slice(0, -'.html'.length)}`);
    }
  }
  return urls.sort();
}

/** Console messages that mean something went wrong on a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
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

/**
 * A test whose pages start as returning visitors (no first-visit language
 * redirect) unless a test says otherwise.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
    await use(page);
  },
});

/**
 * Waits until React has hydrated the page: the search button shows its
 * hotkey only after an effect has run in the browser.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('.rp-nav .rp-search-button__hotkey').first()).toHaveCSS('opacity', '1');
}

export { expect };

/**
 * Waits until our fixes of Rspress's markup have run after hydration (the
 * sidebar groups become buttons): a sign that works at every width, unlike
 * the search hotkey, which phones do not show.
 */
export async function waitForDomFixes(page: Page): Promise<void> {
  await expect(page.locator('.rp-sidebar-group[data-site-disclosure]').first()).toBeAttached();
}
