import { feedChannels, feedMime } from '../../site/feeds';
import { expect, test, waitForHydration } from './fixtures';

/** The release posts of the site and their dates (issue: Release posts 0.1 to 0.7), newest first. */
const releasePosts = [
  ['v1-0', '2024-09-10'],
  ['v0-7', '2024-05-28'],
  ['v0-6', '2024-04-10'],
  ['v0-5', '2024-03-19'],
  ['v0-4', '2024-02-06'],
  ['v0-3', '2024-01-10'],
  ['v0-2', '2023-12-11'],
  ['v0-1', '2023-11-22'],
] as const;

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
        expect(head).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]*\/zh\/community\/releases\//);
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
    test(`${feed.filename} lists the eight ${feed.language} release posts with their dates, newest first`, async ({ request }) => {
      const res = await request.get(`/rss/${feed.filename}`);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      const prefix = feed.lang === 'zh' ? '/zh' : '';
      // Posts only: the release list is the feed's home page, not an entry.
      const entries = [...xml.matchAll(feed.type === 'rss' ? /<item>([\s\S]*?)<\/item>/g : /<entry>([\s\S]*?)<\/entry>/g)].map(([, body]) => {
        const link = feed.type === 'rss' ? /<link>([^<]+)<\/link>/.exec(body)?.[1] : /<link href="([^"]+)"/.exec(body)?.[1];
        const date = feed.type === 'rss' ? /<pubDate>([^<]+)<\/pubDate>/.exec(body)?.[1] : /<updated>([^<]+)<\/updated>/.exec(body)?.[1];
        return [link, date ? new Date(date).toISOString().slice(0, 10) : undefined];
      });
      expect(entries).toEqual(releasePosts.map(([slug, date]) => [`https://rsbuild.rs${prefix}/community/releases/${slug}`, date]));
      expect(xml).toContain(feed.title);
      if (feed.type === 'rss') {
        expect(xml).toMatch(/<rss version="2.0"/);
        expect(xml).toContain(`<language>${feed.language}</language>`);
      } else {
        expect(xml).toMatch(/<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
      }
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    test(`the ${lang} releases index lists every post, newest first, with its date`, async ({ page }) => {
      const prefix = lang === 'zh' ? '/zh' : '';
      await page.goto(`${prefix}/community/releases/`);
      const items = page.locator('[data-release-list] li');
      await expect(items).toHaveCount(releasePosts.length);
      const listed = await items.evaluateAll((lis) =>
        lis.map((li) => [li.querySelector('a')?.getAttribute('href'), li.querySelector('time')?.getAttribute('datetime')]),
      );
      expect(listed).toEqual(releasePosts.map(([slug, date]) => [`${prefix}/community/releases/${slug}`, date]));
      await items.first().locator('a').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/community/releases/v1-0$`));
      // The heading's text after its "#" anchor link.
      await expect(page.locator('.rp-doc h1')).toHaveText(/^#?\s*Rsbuild 1\.0\s*$/);
    });
  }
});
