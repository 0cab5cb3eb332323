import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ROUTES, compactRoutes, routeOfFile } from '../../plugins/compact-routes';

/** The code Rspress 2.0.22 writes for a route list (RouteService.generateRoutesCodeByRouteMeta). */
function rspressRoutes(routes: Array<{ path: string; file: string; lang: string }>): string {
  return `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
${routes
  .map(
    (route, index) => `const loadRoute${index} = () => import(/* webpackChunkName: "route-${index}abc" */ ${JSON.stringify(`/site/docs/${route.file}`)})
const Route${index} = lazyWithPreload(loadRoute${index})`,
  )
  .join('\n')}
export const routes = [
${routes
  .map(
    (route, index) => `{ path: '${route.path}', element: React.createElement(Route${index}), filePath: '${route.file}', preload: async () => {
        await Route${index}.preload();
        return loadRoute${index}();
      }, lang: '${route.lang}', version: '' }`,
  )
  .join(',\n')}
];
`;
}


interface RouteStub {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  preload: () => Promise<unknown>;
}

/** Runs a generated route table with stand-ins: each page import resolves to its path, lazyWithPreload keeps the loader. */
function runRoutes(code: string, beforeRoute?: (path: string, lang: string, page: Promise<unknown>) => Promise<unknown>): RouteStub[] {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/\(\) => import\(("[^"]+")\)/g, '() => Promise.resolve($1)')
    .replace('export const routes = ', 'return ');
  return new Function('React', 'lazyWithPreload', 'beforeRoute', body)(
    { createElement: () => null },
    (load: () => Promise<unknown>) => Object.assign(() => null, { preload: load }),
    beforeRoute,
  ) as RouteStub[];
}

const sample = [
  { path: '/', file: 'en/index.md', lang: 'en' },
  { path: '/guide/start/quick-start', file: 'en/guide/start/quick-start.mdx', lang: 'en' },
  { path: '/zh/guide/start/quick-start', file: 'zh/guide/start/quick-start.mdx', lang: 'zh' },
];

describe('compactRoutes', () => {
  it('keeps every route, in order, with its fields and its own lazy import', () => {
    const code = compactRoutes(rspressRoutes(sample));
    expect(code).toContain(
      'const table = ["en/index.md","en/guide/start/quick-start.mdx","zh/guide/start/quick-start.mdx"];',
    );
    const imports = [...code.matchAll(/\(\) => import\(("[^"]+")\)/g)].map((match) => JSON.parse(match[1]) as string);
    expect(imports).toEqual(sample.map((route) => `/site/docs/${route.file}`));
    expect(code).toContain('lazyWithPreload(load)');
    expect(code).not.toContain('webpackChunkName');
  });

  it('is smaller than what it replaces', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ path: `/guide/page-${i}`, file: `en/guide/page-${i}.mdx`, lang: 'en' }));
    const original = rspressRoutes(many);
    expect(compactRoutes(original).length).toBeLessThan(original.length * 0.6);
  });

  it('stops the build on code of another form instead of dropping routes', () => {
    const code = rspressRoutes(sample).replace("lang: 'zh', version: ''", "lang: 'zh', version: '', extra: 1");
    expect(() => compactRoutes(code)).toThrow(UNEXPECTED_ROUTES);
    expect(() => compactRoutes('export const routes = [];')).toThrow(UNEXPECTED_ROUTES);
  });

  it('writes a route as its file where path, language and version follow from it, as an array where not', () => {
    const odd = [
      { path: '/guide/Upper', file: 'en/guide/upper.mdx', lang: 'en' },
      { path: '/zh/x', file: 'zh/x.mdx', lang: 'en' },
    ];
    const code = compactRoutes(rspressRoutes([...sample, ...odd]));
    expect(code).toContain(
      'const table = ["en/index.md","en/guide/start/quick-start.mdx","zh/guide/start/quick-start.mdx",["/guide/Upper","en/guide/upper.mdx","en",""],["/zh/x","zh/x.mdx","en",""]];',
    );
  });

  it('derives in the browser the routes Rspress wrote', async () => {
    const many = [
      ...sample,
      { path: '/zh/', file: 'zh/index.mdx', lang: 'zh' },
      { path: '/guide/start/', file: 'en/guide/start/index.mdx', lang: 'en' },
      { path: '/zh/config/', file: 'zh/config/index.md', lang: 'zh' },
      { path: '/odd', file: 'en/other.mdx', lang: 'en' },
    ];
    const routes = runRoutes(compactRoutes(rspressRoutes(many)));
    expect(routes.map(({ path, filePath, lang, version }) => ({ path, file: filePath, lang, version }))).toEqual(
      many.map((route) => ({ ...route, version: '' })),
    );
    expect(await routes[1].preload()).toBe('/site/docs/en/guide/start/quick-start.mdx');
    expect(routeOfFile('zh/guide/start/index.mdx', 'en')).toEqual(['/zh/guide/start/', 'zh/guide/start/index.mdx', 'zh', '']);
    expect(routeOfFile('en/guide/a.md', 'en')).toEqual(['/guide/a', 'en/guide/a.md', 'en', '']);
  });

  it('loads what beforeRoute asks for with each route, and the page once both are there', async () => {
    const code = compactRoutes(rspressRoutes(sample), { beforeRoute: '/site/theme/routeNeeds.ts' });
    expect(code).toContain('import { beforeRoute } from "/site/theme/routeNeeds.ts";');
    const asked: string[] = [];
    let release = () => {};
    const needs = new Promise<void>((resolve) => (release = resolve));
    const pages: Array<Promise<unknown>> = [];
    const routes = runRoutes(code, (path, lang, page) => {
      asked.push(`${path} ${lang}`);
      pages.push(page);
      return needs;
    });
    let loaded: unknown;
    const loading = routes[2].preload().then((page) => (loaded = page));
    // Every pending promise callback has run by the next turn of the event loop.
    await new Promise(setImmediate);
    expect(loaded).toBeUndefined();
    release();
    await loading;
    expect(loaded).toBe('/site/docs/zh/guide/start/quick-start.mdx');
    expect(asked[0]).toBe('/zh/guide/start/quick-start zh');
    // beforeRoute is given the page module it loads beside, to ask for more once it knows the page.
    expect(await pages[0]).toBe('/site/docs/zh/guide/start/quick-start.mdx');
  });
});
