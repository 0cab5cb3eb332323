import { describe, expect, it } from 'vitest';
import {
  feedChannels,
  feedLinksFor,
  feedMime,
  feedUrl,
  insertFeedLinks,
  isReleasePage,
  isReleasePost,
  langOfRoute,
  renderFeedLinks,
  routePathOfHtmlFile,
} from '../../site/feeds';

const site = 'https://rsbuild.rs/';

describe('feed channels', () => {
  it('has an RSS and an Atom feed for each language, with unique ids and files', () => {
    expect(feedChannels.map((f) => `${f.language} ${f.type}`)).toEqual(['en rss', 'en atom', 'zh-CN rss', 'zh-CN atom']);
    expect(new Set(feedChannels.map((f) => f.id)).size).toBe(4);
    expect(new Set(feedChannels.map((f) => f.filename)).size).toBe(4);
  });

  it('builds absolute feed URLs under the site', () => {
    expect(feedUrl('https://rsbuild.rs', feedChannels[0])).toBe('https://rsbuild.rs/rss/releases-en.rss');
    expect(feedUrl(site, feedChannels[3])).toBe('https://rsbuild.rs/rss/releases-zh-CN.atom');
  });
});

describe('release pages', () => {
  it('takes only the posts of one language into its feeds', () => {
    expect(isReleasePost('/community/releases/v1-0', 'en')).toBe(true);
    expect(isReleasePost('/community/releases/', 'en')).toBe(false);
    expect(isReleasePost('/zh/community/releases/v1-0', 'en')).toBe(false);
    expect(isReleasePost('/zh/community/releases/v1-0', 'zh')).toBe(true);
    expect(isReleasePost('/guide/start/', 'en')).toBe(false);
  });

  it('knows the section and the language of a route', () => {
    expect(isReleasePage('/community/releases/')).toBe(true);
    expect(isReleasePage('/zh/community/releases/v0-7')).toBe(true);
    expect(isReleasePage('/community/')).toBe(false);
    expect(langOfRoute('/zh/community/releases/v1-0')).toBe('zh');
    expect(langOfRoute('/zhong')).toBe('en');
    expect(langOfRoute('/')).toBe('en');
  });
});

describe('feedLinksFor', () => {
  it('gives a release page both feeds of its language, RSS and Atom', () => {
    expect(feedLinksFor('/community/releases/v1-0', site)).toEqual([
      { rel: 'alternate', type: feedMime.rss, href: 'https://rsbuild.rs/rss/releases-en.rss', hreflang: 'en' },
      { rel: 'alternate', type: feedMime.atom, href: 'https://rsbuild.rs/rss/releases-en.atom', hreflang: 'en' },
    ]);
    expect(feedLinksFor('/zh/community/releases/', site).map((l) => [l.type, l.hreflang])).toEqual([
      ['application/rss+xml', 'zh-CN'],
      ['application/atom+xml', 'zh-CN'],
    ]);
  });

  it('gives other pages none', () => {
    expect(feedLinksFor('/guide/start/', site)).toEqual([]);
    expect(renderFeedLinks(feedLinksFor('/guide/start/', site))).toBe('');
  });

  it('renders every link with rel, type, href and hreflang', () => {
    const html = renderFeedLinks(feedLinksFor('/community/releases/v1-0', site));
    expect(html.match(/<link /g)).toHaveLength(2);
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" href="https://rsbuild.rs/rss/releases-en.rss" hreflang="en" data-site-feed>',
    );
    expect(html).toContain('type="application/atom+xml" href="https://rsbuild.rs/rss/releases-en.atom" hreflang="en"');
  });

  it('escapes attribute values', () => {
    expect(renderFeedLinks([{ rel: 'alternate', type: 'a"b', href: 'x&y', hreflang: '<en>' }])).toBe(
      '<link rel="alternate" type="a&quot;b" href="x&amp;y" hreflang="&lt;en&gt;" data-site-feed>',
    );
  });
});

describe('built pages', () => {
  it('maps HTML files to route paths', () => {
    expect(routePathOfHtmlFile('community/releases/v1-0.html')).toBe('/community/releases/v1-0');
    expect(routePathOfHtmlFile('zh/community/releases/index.html')).toBe('/zh/community/releases/');
    expect(routePathOfHtmlFile('index.html')).toBe('/');
  });

  it('adds both feed links before </head>, beside the language alternates, and only once', () => {
    const page =
      '<html><head><link rel="alternate" hreflang="en" href="https://rsbuild.rs/community/releases/v1-0"></head><body></body></html>';
    const links = feedLinksFor('/community/releases/v1-0', site);
    const once = insertFeedLinks(page, links);
    expect(once.match(/rel="alternate"/g)).toHaveLength(3);
    expect(once.indexOf('releases-en.atom')).toBeLessThan(once.indexOf('</head>'));
    expect(insertFeedLinks(once, links)).toBe(once);
    expect(insertFeedLinks(page, [])).toBe(page);
  });

  it('is not fooled by the feed address written in the page body', () => {
    const page = '<html><head></head><body><a href="https://rsbuild.rs/rss/releases-en.rss">RSS</a></body></html>';
    expect(insertFeedLinks(page, feedLinksFor('/community/releases/', site)).match(/<link /g)).toHaveLength(2);
  });
});
