import type { Lang } from './i18n';
import { escapeAttribute } from './html';

/**
 * Feeds of the release posts under community/releases/: one RSS 2.0 and one
 * Atom 1.0 feed per language. The build writes them to doc_build/<dir>/<file>
 * (see rspress.config.ts) and every release page links to the two feeds of its
 * language from its head.
 */
export type FeedType = 'rss' | 'atom';

export interface FeedChannelData {
  /** Unique id, also used by @rspress/plugin-rss to tell channels apart. */
  id: string;
  lang: Lang;
  /** Language tag written into the feed and into the link's hreflang. */
  language: 'en' | 'zh-CN';
  type: FeedType;
  /** File name inside `feedDir`. */
  filename: string;
  title: string;
  description: string;
}

/** Folder of the feed files, relative to the site root. */
export const feedDir = 'rss';

export const feedMime: Record<FeedType, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

const titles: Record<Lang, { title: string; description: string }> = {
  en: { title: 'Rsbuild releases', description: 'Release announcements of Rsbuild' },
  zh: { title: 'Rsbuild 发布公告', description: 'Rsbuild 各版本的发布公告' },
};

const languageTag = { en: 'en', zh: 'zh-CN' } as const;

const channel = (lang: Lang, type: FeedType): FeedChannelData => ({
  id: `releases-${languageTag[lang]}-${type}`,
  lang,
  language: languageTag[lang],
  type,
  filename: `releases-${languageTag[lang]}.${type}`,
  ...titles[lang],
});

export const feedChannels: FeedChannelData[] = [
  channel('en', 'rss'),
  channel('en', 'atom'),
  channel('zh', 'rss'),
  channel('zh', 'atom'),
];

/** Path of the release list of a language. */
export const releasesPath = (lang: Lang): string => `${lang === 'en' ? '' : `/${lang}`}/community/releases/`;
const releasesDir = releasesPath;

/** True for a release post (community/releases/v*) of the given language. */
export function isReleasePost(routePath: string, lang: Lang): boolean {
  return routePath.startsWith(`${releasesDir(lang)}v`);
}

/** True for any page of the releases section (the list and the posts). */
export function isReleasePage(routePath: string): boolean {
  return (['en', 'zh'] as const).some((lang) => routePath.startsWith(releasesDir(lang)));
}

/** Language of a route path: Chinese under /zh, English elsewhere. */
export function langOfRoute(routePath: string): Lang {
  return /^\/zh(\/|$)/.test(routePath) ? 'zh' : 'en';
}

/** Absolute URL of a feed file on a site, e.g. https://rsbuild.rs/rss/releases-en.rss */
export function feedUrl(siteUrl: string, feed: FeedChannelData): string {
  return new URL(`${feedDir}/${feed.filename}`, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export interface FeedLink {
  rel: 'alternate';
  type: string;
  href: string;
  hreflang: string;
}

/** The alternate links a page's head carries: both feeds of its language on release pages, none elsewhere. */
export function feedLinksFor(routePath: string, siteUrl: string): FeedLink[] {
  if (!isReleasePage(routePath)) return [];
  const lang = langOfRoute(routePath);
  return feedChannels
    .filter((feed) => feed.lang === lang)
    .map((feed) => ({ rel: 'alternate', type: feedMime[feed.type], href: feedUrl(siteUrl, feed), hreflang: feed.language }));
}

/** Marks the links we write so the client can replace them when the page changes. */
export const feedLinkAttribute = 'data-site-feed';

/** The links as HTML, for the static head of a built page. */
export function renderFeedLinks(links: FeedLink[]): string {
  return links
    .map(
      (l) =>
        `<link rel="${l.rel}" type="${escapeAttribute(l.type)}" href="${escapeAttribute(l.href)}" hreflang="${escapeAttribute(l.hreflang)}" ${feedLinkAttribute}>`,
    )
    .join('');
}

/** Address the site is published at; feed files and feed links use absolute URLs under it. */
export const feedSiteUrl = 'https://rsbuild.rs/';

/** Route path of a built HTML file, e.g. "zh/community/releases/index.html" → "/zh/community/releases/". */
export function routePathOfHtmlFile(relativeFile: string): string {
  const path = `/${relativeFile.replace(/\\/g, '/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.replace(/\.html$/, '');
}

/** Adds feed links to the head of a built page, once: links already there are not repeated. */
export function insertFeedLinks(html: string, links: FeedLink[]): string {
  const head = html.slice(0, Math.max(html.indexOf('</head>'), 0));
  const missing = links.filter((l) => !head.includes(`href="${escapeAttribute(l.href)}"`));
  if (missing.length === 0) return html;
  return html.replace('</head>', `${renderFeedLinks(missing)}</head>`);
}
