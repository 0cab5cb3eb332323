import { describe, expect, it } from 'vitest';
import { UNEXPECTED_DEV_PAGE_DATA, devPageFields, devPageListCode, devToc, isDevServer, pluginDevPageList, RSPRESS_PAGE_DATA_PLUGIN } from '../../plugins/dev-page-data';

describe('isDevServer', () => {
  it('is true for rspress dev only, and can be turned off', () => {
    expect(isDevServer({ NODE_ENV: 'development' })).toBe(true);
    expect(isDevServer({ NODE_ENV: 'production' })).toBe(false);
    expect(isDevServer({})).toBe(false);
    expect(isDevServer({ NODE_ENV: 'development', SITE_DEV_FULL: '1' })).toBe(false);
  });
});

describe('pluginDevPageList', () => {
  it("removes Rspress's page reading plugin and empties the page list module", () => {
    const plugin = pluginDevPageList();
    expect(plugin.remove).toEqual([RSPRESS_PAGE_DATA_PLUGIN]);
    const code = `export const pageData = null;\n          export const searchIndexHash = null;`;
    expect(devPageListCode(code)).toBe('export const pageData = {"pages":[]};\nexport const searchIndexHash = {};\n');
  });

  it('refuses a module of another form (a changed Rspress)', () => {
    expect(() => devPageListCode('')).toThrow(UNEXPECTED_DEV_PAGE_DATA);
    expect(() => devPageListCode('export const pageData = {"pages":[]};\nexport const searchIndexHash = {};')).toThrow(UNEXPECTED_DEV_PAGE_DATA);
  });
});

describe('devToc', () => {
  it("lists top-level headers of depth 2 to 4 as Rspress's parseToc does", () => {
    const source = [
      '---',
      'title: T',
      '---',
      "import Frag from './fragments/x.mdx';",
      '',
      '# Title',
      '',
      '## `source.define` **bold** and [link](/x)',
      '',
      '### Custom {#my-id}',
      '',
      '## Same',
      '',
      '## Same',
      '',
      '##### Too deep',
      '',
      '> ## In a quote',
      '',
      '```md',
      '## in code',
      '```',
    ].join('\n');
    expect(devToc(source)).toEqual([
      { id: 'sourcedefine-bold-and-link', text: '`source.define` **bold** and link', depth: 2 },
      { id: 'my-id', text: 'Custom', depth: 3 },
      { id: 'same', text: 'Same', depth: 2 },
      { id: 'same-1', text: 'Same', depth: 2 },
    ]);
  });
});

describe('devPageFields', () => {
  it("gives a page's own fields from its route", async () => {
    const fields = await devPageFields(
      { routePath: '/zh/guide/x', absolutePath: '/nowhere/docs/zh/guide/x.mdx', lang: 'zh', version: '' },
      '/nowhere/docs',
      true,
    );
    // No git repository there: no last-updated time.
    expect(fields).toEqual({ routePath: '/zh/guide/x', lang: 'zh', version: '', _relativePath: 'zh/guide/x.mdx' });
  });
});
