import { feedChannels, feedMime } from '../../site/feeds';
import { expect, test, waitForHydration } from './fixtures';

const releasePages = {
  en: ['/community/releases/', '/community/releases/v1-0'],
  zh: ['/zh/community/releases/', '/zh/community/releases/v1-0'],
} as const;

/** The feed links of an HTML document, as [type, href, hreflang]. */
function feedLinks(html: string): string[][] {
  const tags = html.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? [];
  return tags
    .filter((t) => /type="application\/(rss|atom)\+xml"/.test(t))
    .map((t) => ['type', 'href', 'hreflang'].map((a) => new RegExp(`${a}="([^"]*)"`).exec(t)?.[1] ?? ''));
}

const expected = (lang: 'en' | 'zh') =>
  feedChannels
    .filter((f) => f.lang === lang)
    .map((f) => [feedMime[f.type], `https://rsbuild.rs/rss/${f.filename}`, f.language]);

test.describe('release feeds', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const path of releasePages[lang]) {
      test(`${path} links to both feeds of its language in the built head`, async ({ request }) => {
        const html = await (await request.get(path)).text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(feedLinks(head)).toEqual(expected(lang));
        // The page's own language alternates are still there.
        expect(head).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/community\/releases\//);
        expect(head).toMatch(/<link rel="alternate" hreflang="zh" href="[^"]*\/zh\/community\/releases\//);
      });
    }
  }

  test('other pages carry no feed links', async ({ request }) => {
    const html = await (await request.get('/guide/start/')).text();
    expect(feedLinks(html)).toEqual([]);
  });

  test('the links follow the reader between pages in the browser', async ({ page }) => {
    await page.goto('/community/releases/v1-0');
    await waitForHydration(page);
    const links = page.locator('head link[rel="alternate"][type$="+xml"]');
    await expect(links).toHaveCount(2);
    await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(links).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/community\/releases\/v1-0$/);
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')))).toEqual(['en', 'en']);
  });

  for (const feed of feedChannels) {
    test(`${feed.filename} lists the ${feed.language} release posts with their dates`, async ({ request }) => {
      const res = await request.get(`/rss/${feed.filename}`);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      const prefix = feed.lang === 'zh' ? '/zh' : '';
      expect(xml).toContain(`https://rsbuild.rs${prefix}/community/releases/v1-0`);
      expect(xml).not.toContain(`https://rsbuild.rs${feed.lang === 'zh' ? '' : '/zh'}/community/releases/v1-0<`);
      // Posts only: the release list is the feed's home page, not an entry.
      expect(xml.match(feed.type === 'rss' ? /<item>/g : /<entry>/g)).toHaveLength(1);
      expect(xml).toContain(feed.title);
      if (feed.type === 'rss') {
        expect(xml).toMatch(/<rss version="2.0"/);
        expect(xml).toContain(`<language>${feed.language}</language>`);
        expect(xml).toContain('<pubDate>Tue, 10 Sep 2024');
      } else {
        expect(xml).toMatch(/<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
        expect(xml).toContain('<updated>2024-09-10');
      }
    });
  }
});
