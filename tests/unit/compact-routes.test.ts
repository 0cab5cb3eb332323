import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ROUTES, compactRoutes } from '../../plugins/compact-routes';

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

const sample = [
  { path: '/', file: 'en/index.md', lang: 'en' },
  { path: '/guide/start/quick-start', file: 'en/guide/start/quick-start.mdx', lang: 'en' },
  { path: '/zh/guide/start/quick-start', file: 'zh/guide/start/quick-start.mdx', lang: 'zh' },
];

describe('compactRoutes', () => {
  it('keeps every route, in order, with its fields and its own lazy import', () => {
    const code = compactRoutes(rspressRoutes(sample));
    expect(code).toContain(
      'const table = [["/","en/index.md","en",""],["/guide/start/quick-start","en/guide/start/quick-start.mdx","en",""],["/zh/guide/start/quick-start","zh/guide/start/quick-start.mdx","zh",""]];',
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
});
