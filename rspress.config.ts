import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { feedChannels, feedDir, feedSiteUrl, feedUrl, isReleasePost, releasesPath } from './site/feeds';
import { boundHeapGrowth } from './plugins/build-heap';
import { pluginCompactRoutes } from './plugins/compact-routes';
import { pluginCompileHints } from './plugins/compile-hints';
import { rehypeRawCodeBlocks } from './plugins/raw-code-blocks';
import { pluginFeedLinks } from './plugins/feed-links';
import { devHighlightStore, HighlightCache, pluginReleaseHighlightCache } from './plugins/highlight-cache';
import { siteShikiTransformers } from './plugins/highlight-options';
import { prefillHighlightCache } from './plugins/highlight-prefill';
import { pluginLazyChunkNames } from './plugins/lazy-chunk-names';
import { pluginLazySidebars } from './plugins/lazy-sidebars';
import { isDevServer } from './plugins/dev-page-data';
import { pluginDevSiteData } from './plugins/dev-site-data';
import { devDataFiles, devWatchOptions } from './plugins/dev-watch';
import { overviewFolders, pluginLeanPageData } from './plugins/lean-page-data';
import { pluginPaintFirst } from './plugins/paint-first';
import { pluginReleasePosts } from './plugins/release-posts';
import { pluginMachinePages } from './plugins/markdown/plugin';
import { pluginSearchIndex } from './plugins/search-index';
import { pluginSeo, seoHead } from './plugins/seo';
import { configData } from './site/config-data';
import type { Lang } from './site/i18n';
import { namedSocialLink } from './site/social';
import { bannerInlineScript } from './theme/components/TopBanner/banner';
import { hiddenAreasInlineScript } from './theme/hooks/hiddenAreas';
import type { HideNavbarMode } from './theme/hooks/navbarAutoHide';

// Rspress keeps Rspack's persistent cache between builds, keyed on the routes
// and the sidebar only: a build after a change to the text reused the site
// data of the build before, whose search index folders (named by their
// content hash, plugins/search-index.ts) were gone, so search broke. Every
// build starts cold instead (as CI does anyway).
process.env.RSPRESS_PERSISTENT_CACHE ??= 'false';

const docsRoot = path.join(import.meta.dirname, 'docs');
/**
 * UI strings, nav, sidebars, links, redirects and the banner: what the config takes from site/, which the
 * dev server also updates in place (plugins/dev-site-data.ts). Throws on an invalid redirect pattern.
 */
const data = configData(docsRoot);
/**
 * Dev: which files under site/ the open page takes without a restart (their values reach it as site
 * data, plugins/dev-site-data.ts) and which restart the server (plugins/dev-watch.ts). The plugins named
 * do nothing in dev: what they read does not restart it.
 */
const devData = isDevServer()
  ? devDataFiles(
      path.join(import.meta.dirname, 'rspress.config.ts'),
      path.join(import.meta.dirname, 'site'),
      path.join(import.meta.dirname, 'site/config-data.ts'),
      ['plugins/markdown/plugin.ts', 'plugins/feed-links.ts', 'plugins/search-index.ts'].map((file) => path.join(import.meta.dirname, file)),
    )
  : undefined;

const hideNavbar = 'auto' as HideNavbarMode;

// `rspress dev` does only what the page a writer opens needs (README, "Dev server"): no page is read
// ahead (plugins/dev-page-data.ts) and code blocks are highlighted as their page compiles.
const dev = isDevServer();

// A production build keeps its heap within 1.3 times its live data (plugins/build-heap.ts).
if (process.env.NODE_ENV === 'production') boundHeapGrowth();

/**
 * Highlighted code blocks, kept while the pages compile, as rehypeRawCodeBlocks leaves them (plugins/highlight-cache.ts);
 * in dev also on disk, for the next start.
 */
const highlightCache = new HighlightCache(rehypeRawCodeBlocks(), dev ? devHighlightStore(import.meta.dirname) : undefined);
// Filled ahead by a worker thread while Rspress reads the pages (plugins/highlight-prefill.ts); not in dev,
// where the worker would highlight every page's blocks on the second core while the server starts.
const highlightPrefill = dev
  ? Promise.resolve()
  : prefillHighlightCache(highlightCache, docsRoot, path.join(import.meta.dirname, 'plugins/highlight-worker.mjs'));

/** The site's tagline per language: the description of pages that have no text of their own (the home pages). */
const taglines: Record<Lang, string> = {
  en: 'The Rspack-based build tool for the web',
  zh: '基于 Rspack 的 Web 构建工具',
};

/** Meta description of each page, by route path, filled while Rspress reads the pages (plugins/lean-page-data.ts). */
const descriptions = new Map<string, string>();

/** Search engines and link previews (plugins/seo.ts); the image is self-hosted under docs/public. */
const seo = {
  description: (route: { routePath: string; lang: string }) =>
    descriptions.get(route.routePath) || taglines[route.lang === 'zh' ? 'zh' : 'en'],
  siteUrl: feedSiteUrl,
  siteName: 'Rsbuild',
  image: '/og-image.jpg',
  imageAlt: 'Rsbuild: the Rspack-based build tool for the web',
};

/**
 * Scripts that must run before the first paint, so hidden areas and a dismissed banner never flash. The
 * dev server writes its HTML once: after an edit to site/banner.ts this script keeps the old key until a
 * restart, and the banner (theme/components/TopBanner) corrects the mark once it runs.
 */
const headScripts = [
  hiddenAreasInlineScript(hideNavbar === 'always' ? ['navbar'] : []),
  ...(data.banner.display ? [bannerInlineScript(data.banner.localStorageKey)] : []),
].map((children) => ({ tag: 'script', children, head: true, append: false }));

/**
 * RSS and Atom feeds of the release posts. The plugin's own head component is
 * left out: unhead keeps one alternate link per hreflang, so it drops one of
 * the two feeds. pluginFeedLinks writes the links into the built pages and
 * theme/hooks/useFeedLinks.ts keeps them in step on the client.
 */
const feeds = {
  ...pluginRss({
    siteUrl: feedSiteUrl,
    feed: feedChannels.map((feed) => ({
      // The id doubles as the Atom feed's <id>, which must be an IRI: use the feed's own address.
      id: feedUrl(feedSiteUrl, feed),
      test: (page: { routePath: string }) => isReleasePost(page.routePath, feed.lang),
      title: feed.title,
      description: feed.description,
      language: feed.language,
      link: new URL(releasesPath(feed.lang), feedSiteUrl).href,
      feedLinks: { [feed.type]: feedUrl(feedSiteUrl, feed) },
      // Entry ids too: the absolute page address rather than the route path.
      item: (item: FeedItem) => ({ ...item, id: item.link }),
      output: { type: feed.type, dir: feedDir, filename: feed.filename },
    })),
  }),
  globalUIComponents: [],
};

export default defineConfig({
  root: docsRoot,
  title: 'Rsbuild',
  // Left empty: Rspress would write it as the description of every page
  // without one; plugins/seo.ts writes each page's own (see `seo` above).
  description: '',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Rsbuild',
  lang: 'en',
  base: '/',
  siteOrigin: 'https://rsbuild.rs',
  locales: [
    { lang: 'en', label: 'English', description: '' },
    { lang: 'zh', label: '简体中文', description: '' },
  ],
  i18nSource: data.i18nSource,
  head: seoHead(seo),
  builderConfig: {
    // Dev: the other files this config reads (site/social.ts, site/feeds.ts, ...) restart the server when they
    // change, and the open page reloads with it; Rspress itself watches the config file only.
    ...(devData ? { dev: { watchFiles: [{ paths: devData.restart, type: 'restart' as const }] } } : {}),
    html: { tags: headScripts },
    plugins: [
      // The route table every page loads, as data and a loop; each route loads what it needs besides its
      // page (theme/routeNeeds.ts): the landing code on a home page, its language's sidebar on a doc page.
      pluginCompactRoutes({ defaultLang: 'en', beforeRoute: path.join(import.meta.dirname, 'theme/routeNeeds.ts') }),
      // The sidebars leave the site data every page loads (plugins/lazy-sidebars.ts).
      // In dev, the site data and the UI strings also take hot updates (plugins/dev-site-data.ts).
      pluginLazySidebars({ hot: dev }),
      // Lazy chunks named by id and build hash: no table of their names in every page (plugins/lazy-chunk-names.ts).
      pluginLazyChunkNames(import.meta.dirname),
      // Empties the highlight cache once the first compilation has built its modules (plugins/highlight-cache.ts).
      // Not in dev, where a page compiled again after an edit finds its unchanged code blocks there.
      ...(dev ? [] : [pluginReleaseHighlightCache(highlightCache)]),
      // Scripts run once the browser has painted the page (plugins/paint-first.ts).
      pluginPaintFirst(),
      // The startup scripts are compiled ahead, off the main thread (plugins/compile-hints.ts).
      pluginCompileHints(),
    ],
    // No size table after the build: it gzipped all 62 MB of output, the SSG bundle (never shipped) and the
    // search index files deleted afterwards included, on the main thread. npm run bench measures the sizes.
    performance: { printFileSize: false },
    // Rspress's links start a progress bar on a slow navigation: it loads then (theme/shims/nprogress.ts).
    resolve: { alias: { nprogress$: path.join(import.meta.dirname, 'theme/shims/nprogress.ts') } },
    tools: {
      rspack: (config, { environment }) => {
        // Dev: one save, one rebuild (plugins/dev-watch.ts).
        if (dev) config.watchOptions = devWatchOptions(config.watchOptions);
        // In the browser, unhead only updates the title, <html lang> and two meta tags on navigation:
        // theme/shims/unhead.tsx does that (the server build keeps unhead to write every page's head).
        if (environment.name !== 'web') return;
        const shim = path.join(import.meta.dirname, 'theme/shims/unhead.tsx');
        config.resolve ??= {};
        if (Array.isArray(config.resolve.alias)) throw new Error('rspress.config.ts: resolve.alias is an array; the unhead shim expects an object');
        config.resolve.alias = { ...config.resolve.alias, '@unhead/react$': shim, '@unhead/react/client$': shim };
      },
    },
  },
  route: {
    cleanUrls: true,
    // A first visit to an English page moves a reader whose browser prefers Chinese to its Chinese twin
    // (once, bots skipped). A link to a Chinese page is kept whatever the browser's language: whoever
    // shared it chose the language, and an extra page load before the first paint helps nobody.
    localeRedirect: 'only-default-lang',
    // Fragments are imported by pages, never served on their own.
    exclude: ['**/fragments/**', '**/_*.mdx'],
  },
  markdown: {
    // Anchors are checked on the built HTML (check:docs:build), which also sees headings from fragments.
    link: { checkDeadLinks: true, checkAnchors: false },
    globalComponents: [
      path.join(import.meta.dirname, 'theme/components/PackageManagerTabs/PackageManagerTabs.tsx'),
      path.join(import.meta.dirname, 'theme/components/ReleaseList/ReleaseList.tsx'),
    ],
    shiki: {
      // The prefill worker highlights with the same ones (plugins/highlight-options.ts).
      transformers: siteShikiTransformers(),
      // Each distinct code block is highlighted once (most zh blocks repeat the en ones): plugins/highlight-cache.ts.
      cache: highlightCache,
      // Shiki stops highlighting a line after 500 ms by default: on a busy machine a block came out
      // half-highlighted, differing from build to build. No limit: the output depends on the code alone.
      tokenizeTimeLimit: 0,
    },
    // Highlighted code as one HTML string per block in the page modules (runs after Shiki).
    rehypePlugins: [rehypeRawCodeBlocks],
  },
  search: { codeBlocks: true },
  // Rspress's SSG worker threads (ssg.experimentalWorker, possible since the head option is plain data) were
  // measured slower here on 2 cores: 38.9 s / 1.60 GB against 35.7 s / 1.51 GB on the main thread.
  ssg: { experimentalWorker: false },
  // Ours loads medium-zoom on the first click on an image (theme/components/ImageZoom).
  mediumZoom: false,
  themeConfig: {
    // The links are data (hot in dev); their icons come from site/social.ts, whose module of Rspress's
    // takes ~1 s to evaluate afresh: that file restarts the dev server instead.
    socialLinks: data.social.map(namedSocialLink),
    editLink: data.editLink,
    lastUpdated: true,
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    enableContentAnimation: true,
    hideNavbar,
    locales: data.locales,
  },
  plugins: [
    ...(devData
      ? [pluginDevSiteData({ dataModule: path.join(import.meta.dirname, 'site/config-data.ts'), docsRoot, files: devData.hot, data, socialLink: namedSocialLink })]
      : []),
    // The same array as data.redirects: in dev, plugins/dev-site-data.ts refills it when site/redirects.ts changes.
    pluginClientRedirects({ redirects: data.redirects }),
    feeds,
    pluginFeedLinks(feedSiteUrl),
    pluginReleasePosts(docsRoot),
    pluginSearchIndex(),
    pluginSeo(seo),
    pluginMachinePages({
      docsRoot,
      startAfter: highlightPrefill,
      siteUrl: feedSiteUrl,
      site: {
        en: { title: 'Rsbuild', description: taglines.en },
        zh: { title: 'Rsbuild', description: taglines.zh },
      },
    }),
    // The page list every page loads keeps route paths only (each page's data moves into its own module).
    pluginLeanPageData({
      overviewFolders: overviewFolders(docsRoot),
      descriptions,
      ...(dev ? { dev: { docsRoot, lastUpdated: true } } : {}),
    }),
  ],
});
