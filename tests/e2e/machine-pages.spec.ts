import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, expect, htmlFileOf, siteDir, test, waitForHydration } from './fixtures';

/** The Markdown twin of a page URL: /guide/start/ → /guide/start/index.md. */
const twinOf = (url: string) => (url.endsWith('/') ? `${url}index.md` : `${url}.md`);
const pages = builtPages();

/** Markdown outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

test.describe('Markdown twins and llms.txt', () => {
  test('every page has its twin, with no JSX, import or export lines', () => {
    expect(pages.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const url of pages) {
      const file = path.join(siteDir, twinOf(url));
      if (!existsSync(file)) {
        problems.push(`${url}: no ${twinOf(url)}`);
        continue;
      }
      const text = prose(readFileSync(file, 'utf8'));
      if (!/^# \S/m.test(text)) problems.push(`${url}: twin has no title`);
      const jsx = /<[A-Z][A-Za-z]*[\s/>]|^\s*(import|export)\s|\{\/\*/m.exec(text);
      if (jsx) problems.push(`${url}: twin contains ${JSON.stringify(jsx[0])}`);
    }
    expect(problems).toEqual([]);
  });

  test('package-manager tabs become one command per package manager', async ({ request }) => {
    const text = await (await request.get('/guide/start/quick-start.md')).text();
    expect(text).toMatch(/```bash\nnpm create rsbuild@1\nyarn create rsbuild@1\npnpm create rsbuild@1\nbun create rsbuild@1\n```/);
  });

  for (const lang of ['en', 'zh'] as const) {
    const prefix = lang === 'zh' ? '/zh' : '';
    test(`${prefix}/llms.txt lists the sections and every page, each with a description and a working twin`, async ({ request }) => {
      const res = await request.get(`${prefix}/llms.txt`);
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/^# Rsbuild\n\n> .+\n/);
      const links = [...text.matchAll(/^- \[([^\]]+)\]\(https:\/\/rsbuild\.rs(\/[^)]+\.md)\): (.+)$/gm)];
      const langPages = pages.filter((url) => (lang === 'zh') === url.startsWith('/zh/'));
      expect(links.map((link) => link[2]).sort()).toEqual(langPages.map(twinOf).sort());
      expect(links.every((link) => link[3].trim().length > 10)).toBe(true);
      expect(text.match(/^## /gm)?.length).toBeGreaterThan(10);
      for (const [, , twin] of links.slice(0, 5)) expect((await request.get(twin)).status()).toBe(200);
    });

    test(`${prefix}/llms-full.txt holds every page's Markdown in sidebar order`, async ({ request }) => {
      const text = await (await request.get(`${prefix}/llms-full.txt`)).text();
      const urls = [...text.matchAll(/^url: https:\/\/rsbuild\.rs(\/\S*)$/gm)].map((m) => m[1]);
      const langPages = pages.filter((url) => (lang === 'zh') === url.startsWith('/zh/'));
      expect([...urls].sort()).toEqual(langPages.sort());
      expect(urls.indexOf(`${prefix}/guide/start/quick-start`)).toBeLessThan(urls.indexOf(`${prefix}/guide/start/features`));
      expect(urls.indexOf(`${prefix}/guide/start/features`)).toBeLessThan(urls.indexOf(`${prefix}/config/mode`));
    });
  }
});

test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const url of ['/config/output/filename', '/zh/guide/start/']) {
    test(`copies the twin of ${url} from the keyboard and says so`, async ({ page, request }) => {
      const zh = url.startsWith('/zh/');
      await page.goto(url);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: zh ? '复制本页 Markdown' : 'Copy page as Markdown' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: zh ? '已复制' : 'Copied' })).toBeVisible();
      const twin = await (await request.get(twinOf(url))).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      // The confirmation goes away again.
      await expect(page.getByRole('status').filter({ hasText: zh ? '已复制' : 'Copied' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: zh ? '查看 Markdown' : 'View as Markdown' })).toHaveAttribute('href', twinOf(url));
    });
  }
});

test.describe('search engines', () => {
  test('sitemap.xml lists every page of both languages and nothing else; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>https:\/\/rsbuild\.rs(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual([...pages].sort());
    expect(locs.some((loc) => loc.includes('404'))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://rsbuild.rs/sitemap.xml');
  });

  const head = async (request: import('@playwright/test').APIRequestContext, url: string) => {
    const html = await (await request.get(url)).text();
    return html.slice(0, html.indexOf('</head>'));
  };
  const attr = (head: string, pattern: RegExp) => pattern.exec(head)?.[1];

  for (const [url, twinUrl] of [
    ['/guide/start/quick-start', '/zh/guide/start/quick-start'],
    ['/zh/config/source/define', '/config/source/define'],
    ['/', '/zh/'],
  ] as const) {
    test(`${url} has a canonical link, en / zh-CN / x-default alternates, a description and a preview card`, async ({ request }) => {
      const h = await head(request, url);
      expect(attr(h, /<link rel="canonical" href="([^"]+)">/)).toBe(`https://rsbuild.rs${url}`);
      const en = url.startsWith('/zh') ? twinUrl : url;
      const zh = url.startsWith('/zh') ? url : twinUrl;
      expect(attr(h, /<link rel="alternate" hreflang="en" href="([^"]+)">/)).toBe(`https://rsbuild.rs${en}`);
      expect(attr(h, /<link rel="alternate" hreflang="zh-CN" href="([^"]+)">/)).toBe(`https://rsbuild.rs${zh}`);
      expect(attr(h, /<link rel="alternate" hreflang="x-default" href="([^"]+)">/)).toBe(`https://rsbuild.rs${en}`);
      expect(attr(h, /<meta name="description" content="([^"]{40,})">/)).toBeDefined();
      for (const name of ['og:title', 'og:description', 'og:url', 'og:image']) expect(h).toContain(`property="${name}"`);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) expect(h).toContain(`name="${name}"`);
      const image = attr(h, /<meta property="og:image" content="https:\/\/rsbuild\.rs([^"]+)">/) ?? '';
      const jpeg = readFileSync(path.join(siteDir, image));
      // JPEG SOF0 marker: height and width of the preview image.
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    });
  }

  test('every page has one description of its own, in the static head, and keeps it once hydrated', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const url of pages) {
      const html = readFileSync(htmlFileOf(url), 'utf8');
      const found = [...html.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => m[1]);
      expect(found, url).toHaveLength(1);
      expect(found[0].length, url).toBeGreaterThan(10);
      if (!/\/404$/.test(url)) seen.set(url, found[0]);
    }
    // Pages of the same language never share one (the home pages share none with the guides).
    const en = [...seen].filter(([url]) => !url.startsWith('/zh/')).map(([, d]) => d);
    expect(new Set(en).size).toBe(en.length);

    const description = page.locator('meta[name="description"]');
    await page.goto('/config/output/filename');
    await waitForHydration(page);
    await expect(description).toHaveAttribute('content', seen.get('/config/output/filename') ?? '');
    // Moving to another page in the browser: the first page's description goes, none is left wrong.
    await page.locator('.rp-doc-layout__sidebar a[href="/config/output/minify"]').click();
    await expect(page).toHaveTitle(/^output\.minify/);
    await expect(page.locator('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]')).toHaveCount(0);
  });

  for (const url of ['/no-such-page', '/zh/no-such-page']) {
    test(`the 404 page for ${url} is noindex and has no canonical link`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of ['/guide/start/quick-start', '/zh/config/output/filename', '/plugins/list/plugin-react', '/community/releases/v0-7']) {
    test(`${url} shows its heading, text, code and navigation, and its links work`, async ({ page }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('.rp-doc h1').first()).toBeVisible();
      expect((await page.locator('.rp-doc p').allInnerTexts()).join(' ').length).toBeGreaterThan(300);
      await expect(page.locator('.rp-doc pre code').first()).toBeVisible();
      await expect(page.locator('.rp-nav a[href]').first()).toBeAttached();
      // A sidebar link leads to another page that is readable too.
      const next = page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item:not(.rp-sidebar-item--active):visible').first();
      const href = await next.getAttribute('href');
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('.rp-doc h1').first()).toBeVisible();
    });
  }
});
