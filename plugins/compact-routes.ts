/**
 * The route table every page loads (Rspress's `virtual-routes` module), written
 * as data and one loop instead of ~370 hand-unrolled entries: the same routes,
 * in the same order, with the same fields and lazy route components, at about
 * half the gzip size of the first-load chunk that carries it.
 *
 * Rspress (2.0.22, RouteService.generateRoutesCodeByRouteMeta) writes, per page:
 *
 *   const loadRoute7 = () => import(/* webpackChunkName: "route-…" *\/ "/abs/docs/en/guide/x.mdx")
 *   const Route7 = lazyWithPreload(loadRoute7)
 *   …
 *   { path: '/guide/x', element: React.createElement(Route7), filePath: 'en/guide/x.mdx',
 *     preload: async () => { await Route7.preload(); return loadRoute7(); }, lang: 'en', version: '' },
 *
 * In the compact form a route is its file alone wherever its path, language
 * and version follow from the file, and its loader can also wait for what
 * the route needs besides its page (option `beforeRoute`).
 *
 * Anything else (another Rspress version) stops the build with a message
 * rather than shipping a route table this rewrite does not understand.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

const LOADER = /^const loadRoute(\d+) = \(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\\n]|\\.)*")\)\nconst Route\1 = lazyWithPreload\(loadRoute\1\)$/gm;
const ROUTE =
  /^\{ path: '([^'\n]*)', element: React\.createElement\(Route(\d+)\), filePath: '([^'\n]*)', preload: async \(\) => \{\s*await Route\2\.preload\(\);\s*return loadRoute\2\(\);\s*\}, lang: '([^'\n]*)', version: '([^'\n]*)' \}/gm;
const HEADER = `import React from 'react';\nimport { lazyWithPreload } from "react-lazy-with-preload";`;

export const UNEXPECTED_ROUTES = 'plugins/compact-routes.ts: the virtual-routes module Rspress generated does not have the expected form';

/** Options of the compact route table. */
export interface CompactRoutesOptions {
  /** The language whose pages have no language folder in their route path (`en/guide/x.mdx` is `/guide/x`). */
  defaultLang?: string;
  /**
   * A module whose export `beforeRoute(path, lang, page)` returns what a route needs besides its page
   * module before it renders (a promise, or undefined); `page` is the promise of the page module. Each route's loader awaits both, so the page's first
   * render (hydration included: Rspress awaits the route before it hydrates) and every client-side
   * navigation find it loaded.
   */
  beforeRoute?: string;
}

/**
 * The route Rspress makes of a page file, as the browser derives it from the compact table:
 * `[path, filePath, lang, version]`, e.g. `en/guide/start/index.mdx` is `/guide/start/` and
 * `zh/index.mdx` is `/zh/`. One source: the build checks each route against this very code.
 */
const ROUTE_OF_FILE = `(file) => {
  const lang = file.slice(0, file.indexOf('/'));
  const page = file.slice(lang.length + 1).replace(/\\.mdx?$/, '').replace(/(^|\\/)index$/, '$1');
  return ['/' + (lang === DEFAULT_LANG ? '' : lang + '/') + page, file, lang, ''];
}`;

/** ROUTE_OF_FILE, run at build time. */
export function routeOfFile(filePath: string, defaultLang: string): [string, string, string, string] {
  // The code shipped to the browser, run here to check each route against it.
  return new Function('DEFAULT_LANG', `return ${ROUTE_OF_FILE};`)(defaultLang)(filePath);
}

/**
 * The compact form of Rspress's virtual-routes code. A route whose path, language and version follow
 * from its file (`zh/guide/x.mdx` is `/zh/guide/x`, `zh`, no version) is written as its file alone.
 * Throws when the code is not in the form it knows.
 */
export function compactRoutes(code: string, { defaultLang = 'en', beforeRoute }: CompactRoutesOptions = {}): string {
  const loaders = [...code.matchAll(LOADER)].map((match) => ({ index: Number(match[1]), path: match[2] }));
  const routes = [...code.matchAll(ROUTE)].map((match) => ({
    path: match[1],
    index: Number(match[2]),
    filePath: match[3],
    lang: match[4],
    version: match[5],
  }));
  const inOrder = (items: Array<{ index: number }>) => items.every((item, position) => item.index === position);
  // Every entry must have been understood: count them in the code independently of the patterns.
  const declared = code.match(/^const loadRoute\d+ = /gm)?.length ?? 0;
  const listed = code.match(/^\{ path: '/gm)?.length ?? 0;
  if (
    !code.trimStart().startsWith(HEADER) ||
    loaders.length === 0 ||
    loaders.length !== declared ||
    routes.length !== listed ||
    routes.length !== loaders.length ||
    !inOrder(loaders) ||
    !inOrder(routes)
  ) {
    throw new Error(`${UNEXPECTED_ROUTES} (${declared} loaders, ${listed} routes; understood ${loaders.length} and ${routes.length}).`);
  }
  const table = routes.map(({ path, filePath, lang, version }) => {
    const full = [path, filePath, lang, version];
    return routeOfFile(filePath, defaultLang).join('\n') === full.join('\n') ? filePath : full;
  });
  const before = beforeRoute ? `import { beforeRoute } from ${JSON.stringify(beforeRoute)};\n` : '';
  const load = beforeRoute
    ? `() => {
    const page = loaders[index]();
    return Promise.all([page, beforeRoute(path, lang, page)]).then(([module]) => module);
  }`
    : 'loaders[index]';
  return `${HEADER}
${before}const DEFAULT_LANG = ${JSON.stringify(defaultLang)};
const routeOfFile = ${ROUTE_OF_FILE};
const loaders = [
${loaders.map((loader) => `() => import(${loader.path})`).join(',\n')}
];
const table = ${JSON.stringify(table)};
export const routes = table.map((entry, index) => {
  const [path, filePath, lang, version] = typeof entry === 'string' ? routeOfFile(entry) : entry;
  const load = ${load};
  const Route = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Route),
    filePath,
    preload: async () => {
      await Route.preload();
      return load();
    },
    lang,
    version,
  };
});
`;
}

/** Rewrites the route table of the browser build (the server build keeps Rspress's own). */
export function pluginCompactRoutes(options: CompactRoutesOptions = {}): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:compact-routes',
    // Set up before Rspress's own plugins, so this transform runs after the one that writes the module's code.
    enforce: 'pre',
    setup(api) {
      api.transform({ test: /[\\/]virtual-routes\.js$/, environments: ['web'] }, ({ code }) => compactRoutes(code, options));
    },
  };
}
