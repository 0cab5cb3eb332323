import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { pageHydrated } from '../../scripts/bench/hydrated';

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

/** The built HTML file of a page URL. */
export const htmlFileOf = (url: string): string => path.join(siteDir, url.endsWith('/') ? `${url}index.html` : `${url}.html`);

/**
 * The fewest pages (chosen greedily) that between them use every class name
 * and every element of the built HTML, the home pages always among them.
 * The stylesheet reaches elements through their classes and tag names, so
 * these pages show every colour pair and every kind of element the site has.
 */
export function coveringPages(urls = builtPages()): string[] {
  const features = new Map<string, Set<string>>();
  for (const url of urls) {
    const html = readFileSync(htmlFileOf(url), 'utf8');
    const found = new Set<string>();
    for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of classes.split(/\s+/)) if (name) found.add(`.${name}`);
    for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)[\s>/]/g)) found.add(tag);
    features.set(url, found);
  }
  // Per language: the pages of each are written apart, so each gets its own cover.
  return ['/', '/zh/'].flatMap((home) => {
    const own = (url: string) => (home === '/zh/') === url.startsWith('/zh/');
    const chosen: string[] = urls.filter((url) => url === home);
    const covered = new Set(chosen.flatMap((url) => [...(features.get(url) ?? [])]));
    for (;;) {
      let best: string | undefined;
      let bestCount = 0;
      for (const [url, found] of features) {
        if (!own(url)) continue;
        let count = 0;
        for (const feature of found) if (!covered.has(feature)) count++;
        if (count > bestCount) [best, bestCount] = [url, count];
      }
      if (!best) return chosen;
      chosen.push(best);
      for (const feature of features.get(best) ?? []) covered.add(feature);
    }
  });
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
    // A route handler still running when the test ends (a held response, a fetch the closing page
    // cancels) would throw outside any test and take the worker's next test down with it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

/**
 * Waits until React has hydrated the page: the search button shows its
 * hotkey only after an effect has run in the browser.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  // Checked every frame rather than at expect's growing intervals: the every-page walk waits for it ~370 times.
  await page.waitForFunction(pageHydrated, undefined, { polling: 'raf', timeout });
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
