import { describe, expect, it } from 'vitest';
import { checkRoutes, globToRegExp, htmlFileOfUrl, parseRoutesTable, urlOfPage } from '../../../scripts/check-docs/routes';
import { readRouteExclude } from '../../../scripts/check-docs/site-config';

const table = parseRoutesTable(
  [
    '# comment',
    'route_en\troute_zh\tsource',
    '/\t/zh/\tindex.mdx',
    '/guide/start/\t/zh/guide/start/\tguide/start/index.mdx',
    '/guide/advanced/rem\t-\tguide/advanced/rem.mdx',
    '/config/dev/hmr\t/zh/config/dev/hmr\tconfig/dev/hmr.mdx',
  ].join('\n'),
);

const base = {
  table,
  tableFile: 'site/routes.tsv',
  excludeGlobs: ['**/fragments/**', '**/_*.mdx'],
  specialPages: [{ page: '404', reason: 'not found page' }],
};

describe('route helpers', () => {
  it('parses the table and maps pages to URLs and HTML files', () => {
    expect(table).toHaveLength(4);
    expect(table[2]).toEqual({ routeEn: '/guide/advanced/rem', routeZh: undefined, source: 'guide/advanced/rem.mdx', line: 5 });
    expect(urlOfPage('zh', 'guide/start/index')).toBe('/zh/guide/start/');
    expect(urlOfPage('en', 'index')).toBe('/');
    expect(htmlFileOfUrl('/zh/guide/start/')).toBe('zh/guide/start/index.html');
    expect(htmlFileOfUrl('/config/dev/hmr')).toBe('config/dev/hmr.html');
    expect(globToRegExp('**/_*.mdx').test('en/guide/_part.mdx')).toBe(true);
    expect(globToRegExp('**/fragments/**').test('zh/fragments/a/b.mdx')).toBe(true);
    expect(globToRegExp('**/_*.mdx').test('en/guide/part.mdx')).toBe(false);
  });

  it('reads route.exclude from the site config source', () => {
    const source = "export default defineConfig({ route: { cleanUrls: true, exclude: ['**/fragments/**'] }, other: { exclude: ['x'] } });";
    expect(readRouteExclude(source)).toEqual(['**/fragments/**']);
  });
});

describe('checkRoutes', () => {
  const goodFiles = [
    'docs/en/index.mdx',
    'docs/zh/index.mdx',
    'docs/en/guide/start/index.mdx',
    'docs/en/guide/advanced/rem.mdx',
    'docs/en/404.mdx',
    'docs/en/fragments/note.mdx',
  ];

  it('accepts pages that match the table and a build that matches the pages', () => {
    const result = checkRoutes({
      ...base,
      docFiles: goodFiles,
      build: { dir: 'doc_build', htmlFiles: ['index.html', 'zh/index.html', 'guide/start/index.html', 'guide/advanced/rem.html', '404.html'] },
    });
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ routedPages: 4, pendingRoutes: 1, fragments: 1 });
  });

  it('reports unlisted pages, English-only twins and pages missing from the build', () => {
    const result = checkRoutes({
      ...base,
      docFiles: [...goodFiles, 'docs/en/guide/extra.mdx', 'docs/zh/guide/advanced/rem.mdx'],
      build: { dir: 'doc_build', htmlFiles: ['index.html', 'zh/index.html', 'guide/start.html', '404.html'] },
    });
    expect(result.findings.map((finding) => `${finding.file}: ${finding.message}`)).toEqual([
      'docs/en/guide/extra.mdx: page is not in the route table site/routes.tsv (would be served at /guide/extra)',
      'docs/zh/guide/advanced/rem.mdx: site/routes.tsv:5 lists this page as English only',
      'docs/en/guide/start/index.mdx: not in the build: doc_build/guide/start/index.html is missing',
      'docs/en/guide/advanced/rem.mdx: not in the build: doc_build/guide/advanced/rem.html is missing',
      'doc_build/guide/start.html: built page that no route of the table and no page source accounts for',
    ]);
  });
});
