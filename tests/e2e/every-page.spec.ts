/**
 * Every built page of both languages, served by nginx with the production
 * configuration (Content-Security-Policy included), checked in one visit:
 *
 * - nothing logged: no console error or warning, no uncaught error, no
 *   hydration mismatch, no CSP violation;
 * - no failed request, no request to another host;
 * - images reserve their box (width and height, the navbar logo by CSS);
 * - axe-core on the whole document, no violation of impact serious or
 *   critical: WCAG 2.1 A/AA in the light theme, the colour rules again in the
 *   dark theme, on every page (A11Y_QUICK=1: only the pages that between them
 *   use every class and element, for a quick local run).
 *
 * The pages are dealt into a few tests, which the workers share; each test walks
 * its pages in one tab and reports every problem of every page at the end.
 * Reduced motion is on, so no page or theme transition holds a check up.
 */
import type { Page } from '@playwright/test';
import { appearanceKey, settleLanding, switchTheme, violations } from './axe';
import { builtPages, coveringPages, expect, waitForHydration } from './fixtures';
import { cspViolations, test, watchContext } from './nginx';

const pages = builtPages();
/**
 * The pages axe checks: every page (about 1.8 s a page for both themes on a
 * 2-core machine, shared by the workers); with A11Y_QUICK=1 only the pages that
 * between them use every class and element of each language's build (30 of 370).
 */
const axePages = new Set(process.env.A11Y_QUICK === '1' ? coveringPages(pages) : pages);
const shards = 8;
const homes = new Set(['/', '/zh/']);

test('the build has pages in both languages; axe sees both home pages and pages of each', () => {
  expect(pages.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(pages.filter((p) => !p.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(axePages.has('/') && axePages.has('/zh/')).toBe(true);
  expect([...axePages].some((p) => p.startsWith('/zh/') && p !== '/zh/')).toBe(true);
  expect([...axePages].some((p) => !p.startsWith('/zh/') && p !== '/')).toBe(true);
});

/** Images without width and height, and the navbar logo's box before its file arrives. */
async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '';
      if ((!img.getAttribute('width') || !img.getAttribute('height')) && !/\/logo-(light|dark)\.svg$/.test(src)) {
        problems.push(`image without width and height: ${src}`);
      }
    }
    // A copy of the logo without a source keeps the size the CSS gives it.
    const logo = document.querySelector<HTMLImageElement>('img.rspress-logo');
    if (logo) {
      const copy = logo.cloneNode() as HTMLImageElement;
      copy.removeAttribute('src');
      logo.after(copy);
      const { width, height } = copy.getBoundingClientRect();
      copy.remove();
      if (Math.round(width) <= 20 || Math.round(width) !== Math.round(height)) problems.push(`navbar logo box ${width}×${height} before it loads`);
    } else problems.push('no navbar logo');
    return problems;
  });
}

// No page or theme transition to wait for: axe reads the final colours at once.
test.use({ reducedMotion: 'reduce' });

for (let shard = 0; shard < shards; shard++) {
  const urls = pages.filter((_, index) => index % shards === shard);
  test(`pages ${shard + 1}/${shards} (${urls.length}, ${urls.filter((u) => axePages.has(u)).length} with axe): nothing logged, no CSP violation, no failed or outside request, sized images, axe light and dark`, async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000 + urls.length * 10_000);
    await context.addInitScript((key) => {
      // A returning visitor in the light theme. (about:blank has no localStorage.)
      if (!location.protocol.startsWith('http')) return;
      window.localStorage.setItem('rspress-visited', '1');
      window.localStorage.setItem(key, 'light');
    }, appearanceKey);
    const logged = await watchContext(context);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    page.on('requestfailed', (req) => {
      // ERR_ABORTED: the request was cancelled, here because the test moved on to the next page.
      if (req.failure()?.errorText !== 'net::ERR_ABORTED') requests.push(`failed: ${req.url()} ${req.failure()?.errorText}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) requests.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) requests.push(`outside request: ${url}`);
    });

    const failures: string[] = [];
    for (const url of urls) {
      logged.length = 0;
      requests.length = 0;
      await test.step(url, async () => {
        const res = await page.goto(url, { waitUntil: 'load' });
        const found: string[] = [];
        if (res?.status() !== 200) found.push(`HTTP ${res?.status()}`);
        await waitForHydration(page, 30_000);
        if (homes.has(url)) await settleLanding(page);
        if (!(await page.locator('#__rspress_root').innerHTML()).trim()) found.push('empty page');
        found.push(...(await imageProblems(page)));
        if (axePages.has(url)) {
          found.push(...(await violations(page, 'light')));
          await switchTheme(page, 'dark');
          found.push(...(await violations(page, 'dark')));
        }
        found.push(...(await cspViolations(page)).map((violation) => `CSP: ${violation}`));
        // Logged while the page loaded, hydrated and was checked.
        found.push(...logged, ...requests);
        failures.push(...found.map((problem) => `${url}: ${problem}`));
      });
    }
    expect(failures).toEqual([]);
  });
}
