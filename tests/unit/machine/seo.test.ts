import { describe, expect, it } from 'vitest';
import { fixHead, insertPageHeadTags, pageHeadTags, routeOfHtml, seoHead, sitemapXml, tagHtml, twinOfRoute } from '../../../plugins/seo';

const options = {
  siteUrl: 'https://rsbuild.rs/',
  siteName: 'Rsbuild',
  image: '/og-image.jpg',
  imageAlt: 'Rsbuild',
  description: ({ routePath }: { routePath: string }) => `About ${routePath}`,
};

describe('seo head', () => {
  const render = (routePath: string, lang = 'en') => {
    const { metas, links } = pageHeadTags(options, { routePath, lang });
    return [...metas, ...links];
  };

  it('gives pages a canonical link, their twin, Open Graph and Twitter tags', () => {
    const tags = render('/zh/config/mode', 'zh');
    expect(tags).toContainEqual(['link', { rel: 'canonical', href: 'https://rsbuild.rs/zh/config/mode' }]);
    expect(tags).toContainEqual(['link', { rel: 'alternate', type: 'text/markdown', href: 'https://rsbuild.rs/zh/config/mode.md' }]);
    expect(tags).toContainEqual(['meta', { property: 'og:locale', content: 'zh_CN' }]);
    expect(seoHead(options)).toContainEqual(['meta', { property: 'og:image', content: 'https://rsbuild.rs/og-image.jpg' }]);
    expect(seoHead(options)).toContainEqual(['meta', { name: 'twitter:card', content: 'summary_large_image' }]);
    expect(tags.some(([, attrs]) => attrs.name === 'robots')).toBe(false);
    expect(tags).toContainEqual(['meta', { name: 'description', content: 'About /zh/config/mode' }]);
    expect(tags).toContainEqual(['meta', { property: 'og:description', content: 'About /zh/config/mode' }]);
  });

  it('escapes the description, which is written as given', () => {
    const { metas } = pageHeadTags({ ...options, description: () => 'Adds a <link rel="icon"> tag & more' }, { routePath: '/a', lang: 'en' });
    expect(metas).toContainEqual(['meta', { name: 'description', content: 'Adds a &lt;link rel=&quot;icon&quot;&gt; tag &amp; more' }]);
  });

  it('marks 404 pages noindex, without canonical or twin', () => {
    const tags = render('/zh/404', 'zh');
    expect(tags).toContainEqual(['meta', { name: 'robots', content: 'noindex' }]);
    expect(tags.some(([, attrs]) => attrs.rel === 'canonical' || attrs.type === 'text/markdown')).toBe(false);
  });

  it("keeps Rspress's head option plain data, which its SSG worker threads can receive", () => {
    const head = seoHead(options);
    expect(head.every((entry) => Array.isArray(entry))).toBe(true);
    expect(structuredClone(head)).toEqual(head);
  });

  it('maps routes to twins and built files to routes', () => {
    expect(twinOfRoute('/guide/start/')).toBe('/guide/start/index.md');
    expect(twinOfRoute('/config/mode')).toBe('/config/mode.md');
    expect(routeOfHtml('zh/guide/start/index.html')).toBe('/zh/guide/start/');
    expect(routeOfHtml('config/mode.html')).toBe('/config/mode');
  });
});

describe('insertPageHeadTags', () => {
  const site = seoHead(options);
  const siteLines = site.map((entry) => `${tagHtml(entry as [string, Record<string, string>])}\n`).join('');
  // The body repeats the site's tags: only those in the head count.
  const page = (head: string) => `<html><head>\n<meta name="generator" content="Rspress">\n${head}<link rel="icon" href="/i.svg">\n</head><body>${siteLines}</body></html>`;

  it("puts a page's metas before the site's tags and its links after them, one a line", () => {
    const html = insertPageHeadTags(page(siteLines), pageHeadTags(options, { routePath: '/config/mode', lang: 'en' }), site);
    expect(html).toBe(
      page(
        '<meta property="og:url" content="https://rsbuild.rs/config/mode">\n' +
          '<meta property="og:locale" content="en_US">\n' +
          '<meta name="description" content="About /config/mode">\n' +
          '<meta property="og:description" content="About /config/mode">\n' +
          siteLines +
          '<link rel="canonical" href="https://rsbuild.rs/config/mode">\n' +
          '<link rel="alternate" type="text/markdown" href="https://rsbuild.rs/config/mode.md">\n',
      ),
    );
  });

  it("leaves a page without the site's tags in its head alone", () => {
    const html = page('');
    expect(insertPageHeadTags(html, pageHeadTags(options, { routePath: '/config/mode', lang: 'en' }), site)).toBe(html);
  });
});

describe('fixHead', () => {
  const head = (links: string) =>
    `<html><head>${links}<meta property="og:title" content="T"><meta property="og:description" content="D"></head><body></body></html>`;

  it('uses zh-CN, adds x-default for the English page and Twitter title and description', () => {
    const html = fixHead(head('<link rel="alternate" hreflang="en" href="https://s/a"><link rel="alternate" hreflang="zh" href="https://s/zh/a">'), false);
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://s/zh/a">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://s/a">');
    expect(html).toContain('<meta name="twitter:title" content="T"><meta name="twitter:description" content="D"></head>');
    expect(fixHead(html, false)).toBe(html);
  });

  it('drops language alternates from 404 pages', () => {
    expect(fixHead(head('<link rel="alternate" hreflang="en" href="https://s/404">'), true)).not.toContain('hreflang');
  });
});

describe('sitemap', () => {
  it('lists each page once, sorted, as absolute URLs', () => {
    expect(sitemapXml('https://rsbuild.rs/', ['/zh/', '/', '/zh/'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://rsbuild.rs/</loc></url>\n  <url><loc>https://rsbuild.rs/zh/</loc></url>\n</urlset>\n',
    );
  });
});
