import { loadSidebar } from 'virtual-site-data';
import { LazyLanding } from './components/Landing/LazyLanding';

/** Whether a route is its language's home page (`/`, `/zh/`), drawn by the landing page rather than the doc layout. */
export function isHomeRoute(path: string, lang: string, defaultLang = 'en'): boolean {
  return path === (lang === defaultLang ? '/' : `/${lang}/`);
}

/**
 * What a route needs besides its page module before it renders, loaded with
 * it by every route's loader (plugins/compact-routes.ts): a home page its
 * landing code, any other page its language's sidebar (plugins/lazy-sidebars.ts).
 * Neither is in the JavaScript every page loads.
 */
export function beforeRoute(path: string, lang: string): Promise<unknown> {
  return isHomeRoute(path, lang) ? LazyLanding.preload() : loadSidebar(lang);
}
