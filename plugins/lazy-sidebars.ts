/**
 * Each language's sidebar out of the site data that every page loads, into a
 * module of its own that a page of that language loads with its route.
 *
 * Rspress (2.0.22, siteDataVMPlugin) writes the site data as
 * `export default {…JSON…}`, the sidebars of both languages under
 * `themeConfig.locales[].sidebar` (11 KB of gzip out of 13 with both, read by
 * no home page). In the browser build, the module keeps an empty sidebar per
 * language and exports `loadSidebar(lang)`, which imports the same module
 * with `?sidebar=<lang>` (the JSON of that sidebar alone) and puts it in place,
 * as a new object, so the hooks that memoize on it compute again.
 * theme/routeNeeds.ts calls it from each doc route's loader, which Rspress
 * awaits before it hydrates a page and before it shows a page navigated to:
 * every render of a doc page finds its sidebar there, as the server had it.
 * The server build keeps the whole site data.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export const UNEXPECTED_SITE_DATA = 'plugins/lazy-sidebars.ts: the virtual-site-data module Rspress generated does not have the expected form';

interface Locale {
  lang: string;
  sidebar?: Record<string, unknown>;
}

interface SiteData {
  themeConfig?: { locales?: Locale[]; sidebar?: Record<string, unknown> };
}

const PREFIX = 'export default ';

function parseSiteData(code: string): SiteData & { themeConfig: { locales: Locale[] } } {
  const json = code.trimStart();
  const data: SiteData | undefined = json.startsWith(PREFIX) ? JSON.parse(json.slice(PREFIX.length).replace(/;\s*$/, '')) : undefined;
  const locales = data?.themeConfig?.locales;
  if (!data || !Array.isArray(locales) || locales.length === 0 || Object.keys(data.themeConfig?.sidebar ?? {}).length > 0) {
    throw new Error(`${UNEXPECTED_SITE_DATA} (expected "export default {…}" with sidebars under themeConfig.locales only).`);
  }
  return data as SiteData & { themeConfig: { locales: Locale[] } };
}

/** The site data without sidebars, and `loadSidebar(lang)` that brings one in from `<resource>?sidebar=<lang>`. */
export function siteDataWithoutSidebars(code: string, resource: string): string {
  const data = parseSiteData(code);
  const loaders = data.themeConfig.locales.map(
    (locale) => `${JSON.stringify(locale.lang)}: () => import(${JSON.stringify(`${resource}?sidebar=${locale.lang}`)})`,
  );
  for (const locale of data.themeConfig.locales) locale.sidebar = {};
  return `const siteData = ${JSON.stringify(data)};
export default siteData;
const sidebars = {
${loaders.join(',\n')}
};
const loading = {};
/** Puts the sidebar of a language into the site data; resolves once it is there. */
export function loadSidebar(lang) {
  const locale = siteData.themeConfig.locales.find((item) => item.lang === lang);
  if (!locale || !sidebars[lang]) return Promise.resolve();
  if (!loading[lang]) {
    loading[lang] = sidebars[lang]().then((module) => {
      locale.sidebar = module.default;
    });
  }
  return loading[lang];
}
`;
}

/** The module of one language's sidebar. */
export function sidebarModule(code: string, lang: string): string {
  const locale = parseSiteData(code).themeConfig.locales.find((item) => item.lang === lang);
  if (!locale) throw new Error(`${UNEXPECTED_SITE_DATA} (no locale "${lang}").`);
  return `export default ${JSON.stringify(locale.sidebar ?? {})};`;
}

/** Splits the sidebars out of the browser build's site data (see above). */
export function pluginLazySidebars(): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:lazy-sidebars',
    // Set up before Rspress's own plugins, so these transforms run after the one that writes the module's code.
    enforce: 'pre',
    setup(api) {
      const test = /[\\/]virtual-site-data\.js$/;
      api.transform({ test, resourceQuery: { not: /sidebar=/ }, environments: ['web'] }, ({ code, resourcePath }) =>
        siteDataWithoutSidebars(code, resourcePath),
      );
      api.transform({ test, resourceQuery: /sidebar=/, environments: ['web'] }, ({ code, resourceQuery }) =>
        sidebarModule(code, new URLSearchParams(resourceQuery).get('sidebar') ?? ''),
      );
    },
  };
}
