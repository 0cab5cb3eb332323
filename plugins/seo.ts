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

/** Head tags per route, rendered into the static HTML by Rspress. */
export function seoHead(options: SeoOptions): HeadEntry[] {
  const page = (build: (route: Route) => [string, Record<string, string>] | undefined): HeadEntry => (route) => build(route as Route);
  const forPages = (build: (route: Route) => [string, Record<string, string>]): HeadEntry =>
    page((route) => (isNotFound(route.routePath) ? undefined : build(route)));
  const image = absoluteUrl(options.siteUrl, options.image);
  return [
    page((route) => (isNotFound(route.routePath) ? ['meta', { name: 'robots', content: 'noindex' }] : undefined)),
    forPages((route) => ['link', { rel: 'canonical', href: absoluteUrl(options.siteUrl, route.routePath) }]),
    forPages((route) => ['link', { rel: 'alternate', type: 'text/markdown', href: absoluteUrl(options.siteUrl, twinOfRoute(route.routePath)) }]),
    forPages((route) => ['meta', { property: 'og:url', content: absoluteUrl(options.siteUrl, route.routePath) }]),
    forPages((route) => ['meta', { property: 'og:locale', content: ogLocale[route.lang] ?? 'en_US' }]),
    // Rspress writes attributes of `head` entries as given: the text is escaped here.
    (route) => ['meta', { name: 'description', content: escapeAttribute(options.description(route as Route)) }],
    (route) => ['meta', { property: 'og:description', content: escapeAttribute(options.description(route as Route)) }],
    ['meta', { property: 'og:site_name', content: options.siteName }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: '1200' }],
    ['meta', { property: 'og:image:height', content: '630' }],
    ['meta', { property: 'og:image:alt', content: options.imageAlt }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
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

/** Fixes the head of every built page and writes the sitemap. */
export function pluginSeo(options: SeoOptions): RspressPlugin {
  return {
    name: 'site-seo',
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
        const fixed = fixHead(html, notFound);
        if (fixed !== html) writeFileSync(absolute, fixed);
      }
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(options.siteUrl, routes));
    },
  };
}
