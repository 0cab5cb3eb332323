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
import { SITE_DATA_UPDATED } from '../theme/hooks/siteDataEvent';

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
export function siteDataWithoutSidebars(code: string, resource: string, hot = false): string {
  const data = parseSiteData(code);
  const loaders = data.themeConfig.locales.map(
    (locale) => `${JSON.stringify(locale.lang)}: () => import(${JSON.stringify(`${resource}?sidebar=${locale.lang}`)})`,
  );
  for (const locale of data.themeConfig.locales) locale.sidebar = {};
  return `${hot ? hotSiteData(JSON.stringify(data)) : `const siteData = ${JSON.stringify(data)};\nconst loading = {};`}
export default siteData;
const sidebars = {
${loaders.join(',\n')}
};
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
export function sidebarModule(code: string, lang: string, hot?: { resource: string }): string {
  const locale = parseSiteData(code).themeConfig.locales.find((item) => item.lang === lang);
  if (!locale) throw new Error(`${UNEXPECTED_SITE_DATA} (no locale "${lang}").`);
  const module = `export default ${JSON.stringify(locale.sidebar ?? {})};`;
  return hot ? hotSidebar(module, lang, hot.resource) : module;
}

const notify = `queueMicrotask(() => window.dispatchEvent(new Event(${JSON.stringify(SITE_DATA_UPDATED)})))`;

/**
 * Dev: the site data as a module that takes its own hot updates (plugins/dev-site-data.ts). The object
 * every importer holds stays the same: an update refills it, its parts as new objects (so the hooks that
 * memoize on them compute again), and keeps the sidebars already loaded and the record of them.
 */
function hotSiteData(json: string): string {
  return `const hot = import.meta.webpackHot;
const kept = hot && hot.data && hot.data.siteData;
const fresh = ${json};
const siteData = kept || fresh;
const loading = (hot && hot.data && hot.data.loading) || {};
if (kept) {
  const loaded = Object.fromEntries(kept.themeConfig.locales.map((locale) => [locale.lang, locale.sidebar]));
  for (const key of Object.keys(kept)) delete kept[key];
  Object.assign(kept, fresh);
  for (const locale of kept.themeConfig.locales) if (loaded[locale.lang]) locale.sidebar = loaded[locale.lang];
}
if (hot) {
  hot.dispose((data) => { data.siteData = siteData; data.loading = loading; });
  hot.accept();
  if (kept) ${notify};
}`;
}

/** Dev: a sidebar module that, updated, puts its new sidebar in the site data (see hotSiteData). */
function hotSidebar(module: string, lang: string, resource: string): string {
  return `import siteData from ${JSON.stringify(resource)};
${module.replace('export default ', 'const sidebar = ')}
export default sidebar;
const hot = import.meta.webpackHot;
if (hot) {
  if (hot.data && hot.data.loaded) {
    const locale = siteData.themeConfig.locales.find((item) => item.lang === ${JSON.stringify(lang)});
    if (locale) locale.sidebar = sidebar;
    ${notify};
  }
  hot.dispose((data) => { data.loaded = true; });
  hot.accept();
}`;
}

/**
 * Dev: the end of a module whose default export keeps its identity across hot updates. `defineFresh`
 * declares `fresh`, the new value; on an update `refill` (code reading `kept` and `fresh`) moves it into
 * `kept`, the value every importer already holds, and the layout is told to render again.
 */
function keptAcrossUpdates(defineFresh: string, refill: string): string {
  return `${defineFresh}
const hot = import.meta.webpackHot;
const kept = hot && hot.data && hot.data.value;
if (kept) {
${refill}
}
const value = kept || fresh;
export default value;
if (hot) {
  hot.dispose((data) => { data.value = value; });
  hot.accept();
  if (kept) ${notify};
}`;
}

/** Dev: `export default <JSON>` (Rspress's UI strings, social links) as a module that takes its own hot updates, refilling the object its importers hold. */
export function hotDataModule(code: string): string {
  const json = code.trimStart();
  if (!json.startsWith(PREFIX)) throw new Error(`plugins/lazy-sidebars.ts: expected "export default <JSON>", got ${JSON.stringify(json.slice(0, 40))}`);
  return keptAcrossUpdates(
    `const fresh = ${json.slice(PREFIX.length).replace(/;\s*$/, '')};`,
    `  if (Array.isArray(kept)) kept.splice(0, kept.length, ...fresh);
  else {
    for (const key of Object.keys(kept)) delete kept[key];
    Object.assign(kept, fresh);
  }`,
  );
}

/**
 * Dev: Rspress's global components (`import Comp_0 ...; const Props_0 = {...}; export default [...]`) as a
 * module that takes its own hot updates: the array the app holds keeps its components and takes the new
 * props, which the app passes on its next render (a navigation). The client redirects read theirs there.
 */
export function hotGlobalComponents(code: string): string {
  if (!/^export default \[/m.test(code)) throw new Error('plugins/lazy-sidebars.ts: expected the global components module to end with "export default [...]"');
  return keptAcrossUpdates(
    code.replace(/^export default \[/m, 'const fresh = ['),
    '  fresh.forEach((item, index) => { if (Array.isArray(item) && Array.isArray(kept[index])) kept[index][1] = item[1]; });',
  );
}

/**
 * Splits the sidebars out of the browser build's site data (see above). With `hot` (the dev server),
 * the site data, the sidebars, the UI strings, the social links and the global components take their own hot updates.
 */
export function pluginLazySidebars({ hot = false }: { hot?: boolean } = {}): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:lazy-sidebars',
    // Set up before Rspress's own plugins, so these transforms run after the one that writes the module's code.
    enforce: 'pre',
    setup(api) {
      const test = /[\\/]virtual-site-data\.js$/;
      api.transform({ test, resourceQuery: { not: /sidebar=/ }, environments: ['web'] }, ({ code, resourcePath }) =>
        siteDataWithoutSidebars(code, resourcePath, hot),
      );
      api.transform({ test, resourceQuery: /sidebar=/, environments: ['web'] }, ({ code, resourceQuery, resourcePath }) =>
        sidebarModule(code, new URLSearchParams(resourceQuery).get('sidebar') ?? '', hot ? { resource: resourcePath } : undefined),
      );
      if (hot) api.transform({ test: /[\\/]virtual-(?:i18n-text|social-links)\.js$/, environments: ['web'] }, ({ code }) => hotDataModule(code));
      if (hot) api.transform({ test: /[\\/]virtual-global-components\.js$/, environments: ['web'] }, ({ code }) => hotGlobalComponents(code));
    },
  };
}
