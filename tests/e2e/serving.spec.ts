/**
 * The site behind real nginx with the generated configuration (deploy/nginx/,
 * scripts/serving/): clean URLs, folder indexes, 404s per language, redirects,
 * feeds, caching, compression and security headers, and every page working
 * under the Content-Security-Policy with nothing logged. Each Playwright worker
 * starts its own nginx on a free loopback port.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { links } from '../../site/links';
import { cachePolicy, hostFiles, securityHeaders } from '../../site/serving';
import { inlineScripts, parseCsp, scriptHashSource } from '../../scripts/serving/csp';
import { renderHostFiles, rulesForSite } from '../../scripts/serving/generate';
import { expect, siteDir, waitForHydration } from './fixtures';
import { cspViolations, test, watchContext } from './nginx';

const rules = rulesForSite(siteDir);
const csp = rules.headers['Content-Security-Policy'] ?? '';
const noRedirect = { maxRedirects: 0 } as const;

/** URL path of the first file under a folder of the build (searched in depth) whose path matches. */
function firstFile(dir: string, pattern: RegExp): string {
  const files = readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
  const name = files.sort().find((file) => pattern.test(file));
  if (!name) throw new Error(`No file like ${pattern} in ${dir}`);
  return `/${dir}/${name}`;
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  expect(headers['content-security-policy'], where).toBe(csp);
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], `${where} ${name}`).toBe(value);
}

test.describe('nginx: addresses', () => {
  test('clean URLs, .html, folder indexes with and without the slash', async ({ request }) => {
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const fileTitle = (file: string) => title(readFileSync(path.join(siteDir, file), 'utf8'));
    const cases: [string, string][] = [
      ['/guide/start/quick-start', 'guide/start/quick-start.html'],
      ['/guide/start/quick-start.html', 'guide/start/quick-start.html'],
      ['/guide/start/', 'guide/start/index.html'],
      ['/guide/start', 'guide/start/index.html'],
      ['/zh/guide/start/quick-start', 'zh/guide/start/quick-start.html'],
      ['/zh/', 'zh/index.html'],
      ['/zh', 'zh/index.html'],
      ['/', 'index.html'],
    ];
    for (const [url, file] of cases) {
      const res = await request.get(url, noRedirect);
      expect(res.status(), url).toBe(200);
      expect(title(await res.text()), url).toBe(fileTitle(file));
    }
  });

  test('unknown paths get the 404 page of their language with status 404', async ({ request }) => {
    const page404 = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
    for (const [url, file] of [
      ['/this/page/does-not-exist', '404.html'],
      ['/guide/start/nope', '404.html'],
      ['/zhx/nope', '404.html'],
      ['/zh/this/page/does-not-exist', 'zh/404.html'],
      ['/zh/guide/nope', 'zh/404.html'],
    ] as const) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toBe(page404(file));
      expect(res.headers()['cache-control'], url).toBe(cachePolicy.revalidate);
      expectSecurityHeaders(res.headers(), url);
    }
  });

  test('folders without an index and the host files are 404s', async ({ request }) => {
    for (const url of ['/landing/', '/static/js/', ...Object.values(hostFiles).map((name) => `/${name}`)]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test('old addresses answer 301 (302 off the site) keeping the query string', async ({ request }) => {
    expect(rules.redirects.length).toBeGreaterThan(10);
    for (const { from, to, status } of rules.redirects) {
      const res = await request.get(`${from}?utm_source=x&a=1`, noRedirect);
      expect(res.status(), from).toBe(status);
      expect(res.headers().location, from).toBe(`${to}?utm_source=x&a=1`);
      expect((await request.get(from, noRedirect)).headers().location, from).toBe(to);
      if (to.startsWith('/')) expect((await request.get(to, noRedirect)).status(), to).toBe(200);
    }
  });

  test('feeds, sitemap, llms.txt and Markdown pages have their content types, compressed', async ({ request }) => {
    const cases: [string, string][] = [
      ['/rss/releases-en.rss', 'application/rss+xml; charset=utf-8'],
      ['/rss/releases-zh-CN.rss', 'application/rss+xml; charset=utf-8'],
      ['/rss/releases-en.atom', 'application/atom+xml; charset=utf-8'],
      ['/rss/releases-zh-CN.atom', 'application/atom+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/guide/start/quick-start.md', 'text/markdown; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml'],
    ];
    for (const [url, type] of cases) {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe(type);
      expect(res.headers()['content-encoding'], url).toBe('gzip');
      expect(res.headers()['cache-control'], url).toBe(cachePolicy.revalidate);
    }
    expect(await (await request.get('/rss/releases-en.rss')).text()).toContain('<rss version="2.0"');
  });
});

test.describe('nginx: headers', () => {
  test('pages: revalidated, gzip, security headers, a CSP hash for each inline script', async ({ request }) => {
    const res = await request.get('/guide/start/quick-start', { headers: { 'Accept-Encoding': 'gzip' } });
    const headers = res.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toBe('Accept-Encoding');
    expectSecurityHeaders(headers, 'page');
    const policy = parseCsp(headers['content-security-policy'] ?? '');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(readFileSync(path.join(siteDir, 'guide/start/quick-start.html'), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy['script-src']).toContain(scriptHashSource(script.text));

    // Revalidation: the validator of the first answer gets a 304.
    const etag = headers.etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/guide/start/quick-start', { headers: { 'If-None-Match': etag ?? '', 'Accept-Encoding': 'gzip' } });
    expect(again.status()).toBe(304);
  });

  test('content-hashed files: a year, immutable, compressed; a missing one is not cached', async ({ request }) => {
    const js = firstFile('static/js', /^index\.[0-9a-f]+\.js$/);
    const css = firstFile('static/css', /\.css$/);
    // A piece of the search index.
    const json = firstFile('static', /\.json$/);
    for (const [url, type] of [
      [js, 'text/javascript; charset=utf-8'],
      [css, 'text/css; charset=utf-8'],
      [json, 'application/json; charset=utf-8'],
    ] as const) {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toBe(cachePolicy.hashed);
      expect(res.headers()['content-type'], url).toBe(type);
      expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
      if (Number(res.headers()['content-length'] ?? 1000) >= 256) expect(res.headers()['content-encoding'], url).toBe('gzip');
    }
    const missing = await request.get('/static/js/missing.0123456789.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe(cachePolicy.revalidate);
  });

  test('no compression without Accept-Encoding', async ({ request }) => {
    const res = await request.get('/guide/start/quick-start', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers()['content-encoding']).toBeUndefined();
  });

  test('the files the build wrote are the ones served here', async () => {
    test.skip(!existsSync(path.join(siteDir, hostFiles.nginx)), 'the build did not run scripts/serving/generate.ts');
    for (const [name, text] of Object.entries(renderHostFiles(rules))) {
      expect(readFileSync(path.join(siteDir, name), 'utf8'), name).toBe(text);
    }
  });
});

test.describe('nginx: in the browser', () => {
  test('search: Ctrl+K, type, results appear, under the CSP', async ({ page, context }) => {
    const problems = await watchContext(context);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.rp-search-panel__input');
    await expect(input).toBeFocused();
    // The index of a language is built after it downloads; a query typed before that is typed again.
    await expect(async () => {
      await input.fill('');
      await input.fill('hot module replacement');
      await expect(page.locator('.rp-search-panel__results .rp-suggest-item a[href^="/config/dev/hmr"]').first()).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 45_000 });
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('server redirects keep the hash in the browser; the external one leaves the site', async ({ page }) => {
    await page.goto('/config/source/alias#some-section');
    await expect(page).toHaveURL('/config/resolve/alias#some-section');
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    await page.goto('/zh/guide/basic/configure-rspack?x=1#y');
    await expect(page).toHaveURL('/zh/guide/configuration/rspack?x=1#y');
    // The external host is not reachable from here: the browser's request for it is the proof.
    const target = new URL(links.assetsRetry);
    const external = page.waitForRequest((req) => req.url().startsWith(target.origin));
    await page.goto('/plugins/list/plugin-assets-retry').catch(() => undefined);
    const request = await external;
    expect(request.url()).toBe(links.assetsRetry);
    expect(request.redirectedFrom()?.url()).toMatch(/\/plugins\/list\/plugin-assets-retry$/);
  });

  test('the client-side redirect still works under the CSP where a host has no server redirects', async ({ page, context, baseURL }) => {
    const problems = await watchContext(context);
    // Answer the old address as a host without redirects would: nginx's own 404 response, headers and all.
    await page.route('**/guide/basic/configure-swc', async (route) => {
      const notFound = await route.fetch({ url: `${baseURL}/guide/basic/no-such-page`, maxRedirects: 0 });
      expect(notFound.status()).toBe(404);
      await route.fulfill({ response: notFound });
    });
    await page.goto('/guide/basic/configure-swc#x');
    await expect(page).toHaveURL('/guide/configuration/swc#x');
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.filter((p) => !/Failed to load resource: .*404/.test(p))).toEqual([]);
  });

  for (const c of [
    { path: '/this/page/does-not-exist', title: 'PAGE NOT FOUND', lang: 'en' },
    { path: '/zh/this/page/does-not-exist', title: '页面未找到', lang: 'zh' },
  ]) {
    test(`404 page (${c.lang}) renders and hydrates cleanly under the CSP`, async ({ page, context }) => {
      const problems = await watchContext(context);
      const res = await page.goto(c.path);
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      expect(await cspViolations(page)).toEqual([]);
      // The browser reports the document's own 404; nothing else may be logged.
      expect(problems.filter((p) => !/Failed to load resource: .*404/.test(p))).toEqual([]);
    });
  }

  test.describe('first visit with a Chinese browser', () => {
    test.use({ firstVisit: true, locale: 'zh-CN' });

    test('the inline language script runs under the CSP and moves to the Chinese page', async ({ page, context }) => {
      const problems = await watchContext(context);
      await page.goto('/guide/start/quick-start?x=1');
      await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start\?x=1$/);
      await waitForHydration(page);
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
