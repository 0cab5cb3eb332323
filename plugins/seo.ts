import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { escapeAttribute } from '../site/html';

/**
 * What search engines and link previews read from each page:
 * a canonical link, language alternates for en, zh-CN and x-default, Open
 * Graph and Twitter card tags with the site's own preview image, a link to the
 * page's Markdown twin, `noindex` on the 404 pages, and a sitemap that lists
 * every page of both languages and nothing else.
 */

export interface SeoOptions {
  siteUrl: string;
  siteName: string;
  /** Absolute path of the preview image on the site, e.g. /og-image.jpg (1200×630). */
  image: string;
  imageAlt: string;
  /**
   * The page's meta description (`description` and `og:description`). The
   * page list in the browser carries none (plugins/lean-page-data.ts), so
   * Rspress writes no description tag and this is the only one.
   */
  description: (route: Route) => string;
}

type HeadEntry = NonNullable<UserConfig['head']>[number];
export type Route = { routePath: string; lang: string };

/** Rspress's language codes to the tags search engines expect. */
export const hreflangOf: Record<string, string> = { en: 'en', zh: 'zh-CN' };
const ogLocale: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };

export const isNotFound = (routePath: string): boolean => /(^|\/)404(\.html)?$/.test(routePath);

/** The absolute URL of a route path. */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  return new URL(routePath, siteUrl).href;
}

/** The Markdown twin of a route: /guide/start/ → /guide/start/index.md, /config/mode → /config/mode.md. */
export function twinOfRoute(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/**
 * The tags that are the same on every page, for Rspress's `head` option.
 * Only plain entries: Rspress hands `head` to its SSG worker threads, which
 * cannot receive functions; the tags that differ per page are written into
 * the built pages by pluginSeo (pageHeadTags).
 */
export function seoHead(options: Omit<SeoOptions, 'description'>): HeadEntry[] {
  const image = absoluteUrl(options.siteUrl, options.image);
  return [
    ['meta', { property: 'og:site_name', content: options.siteName }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: '1200' }],
    ['meta', { property: 'og:image:height', content: '630' }],
    ['meta', { property: 'og:image:alt', content: options.imageAlt }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
}

type Tag = [string, Record<string, string>];

/** A tag as HTML, attributes written as given (as Rspress writes `head` entries). */
export const tagHtml = ([name, attrs]: Tag): string =>
  `<${name} ${Object.entries(attrs).map(([key, value]) => `${key}="${value}"`).join(' ')}>`;

/**
 * The tags of one page: `metas` go before the site's own tags (seoHead),
 * `links` after them, where Rspress's head rendering put them when they were
 * `head` entries (its renderer keeps meta tags before link tags).
 */
export function pageHeadTags(options: SeoOptions, route: Route): { metas: Tag[]; links: Tag[] } {
  // The description is escaped here: it is written into the page as given.
  const description = escapeAttribute(options.description(route));
  const describe: Tag[] = [
    ['meta', { name: 'description', content: description }],
    ['meta', { property: 'og:description', content: description }],
  ];
  if (isNotFound(route.routePath)) return { metas: [['meta', { name: 'robots', content: 'noindex' }], ...describe], links: [] };
  const url = absoluteUrl(options.siteUrl, route.routePath);
  return {
    metas: [
      ['meta', { property: 'og:url', content: url }],
      ['meta', { property: 'og:locale', content: ogLocale[route.lang] ?? 'en_US' }],
      ...describe,
    ],
    links: [
      ['link', { rel: 'canonical', href: url }],
      ['link', { rel: 'alternate', type: 'text/markdown', href: absoluteUrl(options.siteUrl, twinOfRoute(route.routePath)) }],
    ],
  };
}

/**
 * Writes a page's own tags (pageHeadTags) into its built HTML, one a line
 * like the rest of the head: the metas before the first of the site's tags,
 * the links after the last. A page without the site's tags is left alone.
 */
export function insertPageHeadTags(html: string, tags: { metas: Tag[]; links: Tag[] }, site: HeadEntry[]): string {
  const end = html.indexOf('</head>');
  const siteTags = site.filter((entry): entry is Tag => Array.isArray(entry)).map(tagHtml);
  const first = siteTags.length > 0 ? html.indexOf(siteTags[0]) : -1;
  const lastTag = siteTags.at(-1) ?? '';
  const last = html.indexOf(`${lastTag}\n`, first);
  if (end < 0 || first < 0 || first > end || last < 0 || last > end) return html;
  const lines = (list: Tag[]) => list.map((tag) => `${tagHtml(tag)}\n`).join('');
  const afterLast = last + lastTag.length + 1;
  return html.slice(0, first) + lines(tags.metas) + html.slice(first, afterLast) + lines(tags.links) + html.slice(afterLast);
}

/**
 * Rspress writes `hreflang="en"` and `hreflang="zh"` alternates. Chinese
 * becomes `zh-CN`, and `x-default` points to the English page; 404 pages keep
 * none. Twitter's title and description follow Open Graph's.
 */
export function fixHead(html: string, notFound: boolean): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let head = html.slice(0, end);
  if (notFound) head = head.replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, '');
  else {
    head = head.replace(/(<link rel="alternate" hreflang=)"zh"/g, '$1"zh-CN"');
    const english = /<link rel="alternate" hreflang="en" href="([^"]*)">/.exec(head);
    if (english && !head.includes('hreflang="x-default"')) {
      head = head.replace(english[0], `${english[0]}<link rel="alternate" hreflang="x-default" href="${english[1]}">`);
    }
  }
  for (const [og, twitter] of [
    ['og:title', 'twitter:title'],
    ['og:description', 'twitter:description'],
  ]) {
    const value = new RegExp(`<meta property="${og}" content="([^"]*)">`).exec(head);
    if (value && !head.includes(`name="${twitter}"`)) head += `<meta name="${twitter}" content="${value[1]}">`;
  }
  return head + html.slice(end);
}

/** Route path of a built HTML file: guide/start/index.html → /guide/start/, config/mode.html → /config/mode. */
export function routeOfHtml(file: string): string {
  const unix = `/${file.split(path.sep).join('/')}`;
  return unix.endsWith('/index.html') ? unix.slice(0, -'index.html'.length) : unix.replace(/\.html$/, '');
}

/** sitemap.xml of the given route paths. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const urls = [...new Set(routes)].sort().map((route) => `  <url><loc>${absoluteUrl(siteUrl, route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Writes each page's own tags into its head, fixes the head of every built page and writes the sitemap. */
export function pluginSeo(options: SeoOptions): RspressPlugin {
  /** Language of each route Rspress renders, by route path. */
  const langOf = new Map<string, string>();
  const site = seoHead(options);
  return {
    name: 'site-seo',
    routeGenerated(routes) {
      for (const route of routes) langOf.set(route.routePath, route.lang);
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const htmlFiles = (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
      const routes: string[] = [];
      for (const file of htmlFiles) {
        const absolute = path.join(outDir, file);
        const route = routeOfHtml(file);
        const notFound = isNotFound(route);
        if (!notFound) routes.push(route);
        const html = readFileSync(absolute, 'utf8');
        const lang = langOf.get(route);
        const withTags = lang === undefined ? html : insertPageHeadTags(html, pageHeadTags(options, { routePath: route, lang }), site);
        const fixed = fixHead(withTags, notFound);
        if (fixed !== html) writeFileSync(absolute, fixed);
      }
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(options.siteUrl, routes));
    },
  };
}
