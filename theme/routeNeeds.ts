import { loadSidebar } from 'virtual-site-data';
import { LazyLanding } from './components/Landing/LazyLanding';
import { OverviewChunk } from './components/Overview/LazyOverview';

/** Whether a route is its language's home page (`/`, `/zh/`), drawn by the landing page rather than the doc layout. */
export function isHomeRoute(path: string, lang: string, defaultLang = 'en'): boolean {
  return path === (lang === defaultLang ? '/' : `/${lang}/`);
}

/** Whether a compiled page has `overview: true` in its frontmatter (in the meta Rspress's initPageData reads too). */
export function isOverviewPage(pageModule: unknown): boolean {
  const meta = (pageModule as { default?: { __RSPRESS_PAGE_META?: Record<string, { frontmatter?: { overview?: unknown } }> } })?.default
    ?.__RSPRESS_PAGE_META;
  return Object.values(meta ?? {}).some((page) => page.frontmatter?.overview === true);
}

/**
 * What a route needs besides its page module before it renders, loaded with
 * it by every route's loader (plugins/compact-routes.ts): a home page its
 * landing code, any other page its language's sidebar (plugins/lazy-sidebars.ts),
 * an overview page the overview once its module says it is one. None of them
 * is in the JavaScript every page loads.
 */
export function beforeRoute(path: string, lang: string, page: Promise<unknown>): Promise<unknown> {
  if (isHomeRoute(path, lang)) return LazyLanding.preload();
  return Promise.all([loadSidebar(lang), page.then((module) => (isOverviewPage(module) ? OverviewChunk.preload() : undefined))]);
}
