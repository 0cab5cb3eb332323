import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UNEXPECTED_PAGE_DATA,
  emptyPageList,
  leanToc,
  metaDescription,
  overviewFolders,
  paragraphAfterLeadingList,
  pluginLeanPageData,
} from '../../plugins/lean-page-data';

describe('metaDescription', () => {
  it('keeps short text, with whitespace collapsed', () => {
    expect(metaDescription('  A short\n description. ')).toBe('A short description.');
  });

  it('ends at the last whole sentence when one fits', () => {
    const text = `Rsbuild is a build tool for the web. It drives Rspack and adds a dev server. ${'More words follow here. '.repeat(10)}`;
    const cut = metaDescription(text, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut).toMatch(/\.$/);
    expect(text.startsWith(cut)).toBe(true);
  });

  it('falls back to whole words and an ellipsis', () => {
    const text = `One very long sentence ${'with many words, '.repeat(20)}and no stop`;
    const cut = metaDescription(text, 80);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/,…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toMatch(/[\s,]/);
  });

  it('cuts Chinese at a full stop', () => {
    const text = `${'构建工具'.repeat(20)}。${'更多内容'.repeat(30)}`;
    expect(metaDescription(text)).toBe(`${'构建工具'.repeat(20)}。`);
  });
});

describe('paragraphAfterLeadingList', () => {
  const config = '# source.define\n\n- **Type:** `Define`\n- **Default:** `{}`\n\nReplaces expressions in your [source](/guide/x) code at **build** time.\n\n## Example\n';

  it('returns the prose after a config page\'s Type / Default list, as plain text', () => {
    expect(paragraphAfterLeadingList(config)).toBe('Replaces expressions in your source code at build time.');
  });

  it('keeps code spans as they are', () => {
    expect(paragraphAfterLeadingList('# t\n\n- x\n\nSet `__APP_VERSION__` or `a*b*c` _here_.\n')).toBe('Set __APP_VERSION__ or a*b*c here.');
  });

  it('leaves pages that open with prose alone', () => {
    expect(paragraphAfterLeadingList('# Quick start\n\nThis page gets you going.\n\n- a\n- b\n')).toBeUndefined();
  });

  it('skips code, callouts and components, and stops at the first section', () => {
    expect(paragraphAfterLeadingList('# t\n\n- **Type:** `x`\n\n:::tip\nx\n:::\n\n```ts\nconst a = 1;\n```\n\nProse.\n')).toBe('Prose.');
    expect(paragraphAfterLeadingList('# t\n\n- **Type:** `x`\n\n## Example\n\nLater.\n')).toBeUndefined();
  });
});

describe('leanToc', () => {
  it('keeps headers to depth 2 without search offsets', () => {
    const toc = [
      { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      { id: 'b', text: 'B', depth: 3, charIndex: 20 },
    ];
    expect(leanToc(toc)).toEqual([{ id: 'a', text: 'A', depth: 2 }]);
  });
});

describe('overviewFolders', () => {
  it('finds the folders of overview pages in both languages', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-'));
    const files: Record<string, string> = {
      'en/config/index.mdx': '---\noverview: true\n---\n# Config\n',
      'zh/config/index.mdx': '---\ntitle: 配置\noverview: true\n---\n',
      'en/guide/start/index.mdx': '# Intro\n\noverview: true is not frontmatter\n',
      'en/api/index.mdx': '---\noverview: false\n---\n',
    };
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), body);
    }
    expect(overviewFolders(root)).toEqual(['/config/', '/zh/config/']);
  });
});

describe('pluginLeanPageData', () => {
  const page = (routePath: string, toc: Array<{ id: string; text: string; depth: number; charIndex: number }>) => ({
    routePath,
    title: 'source.define',
    lang: 'en',
    version: '',
    frontmatter: {},
    feeds: [],
    lastUpdatedTime: '11/22/2026, 7:49:39 AM',
    content: '',
    _filepath: `/docs/en${routePath.replace(/\/$/, '/index')}.mdx`,
    _relativePath: `en${routePath.replace(/\/$/, '/index')}.mdx`,
    _flattenContent: '# source.define\n\n- **Type:** `Define`\n\nReplaces expressions.\n',
    description: 'Type: DefineReplaces expressions.',
    toc,
  });

  /** Runs the plugin's remark step the way Rspress's MDX compiler does: meta in the processor's data. */
  function moduleMeta(plugin: ReturnType<typeof pluginLeanPageData>, file: string): Record<string, unknown> {
    const pageMeta: Record<string, unknown> = { title: 'T', toc: [], frontmatter: {} };
    const [remark] = plugin.markdown?.remarkPlugins ?? [];
    const transform = (remark as (this: unknown) => (tree: unknown, file: unknown) => void).call({ data: () => ({ pageMeta }) });
    transform({}, { path: file });
    return pageMeta;
  }

  it('leaves only route paths in the page list and moves the rest into each page\'s module', async () => {
    const descriptions = new Map<string, string>();
    const plugin = pluginLeanPageData({ overviewFolders: ['/config/'], descriptions });
    const define = page('/config/source/define', [{ id: 'x', text: 'X', depth: 3, charIndex: 1 }]);
    await plugin.extendPageData?.(define as never, true);
    expect(descriptions.get('/config/source/define')).toBe('Replaces expressions.');
    // Another plugin fills in a field after this one ran (Rspress runs them in parallel).
    (define as Record<string, unknown>).lastUpdatedAuthor = 'someone';
    // What Rspress serializes into the page list: the page without content and the private paths.
    const { content: _c, _filepath: _f, _flattenContent: _fc, ...listed } = define;
    expect(JSON.parse(JSON.stringify({ pages: [listed] }))).toEqual({ pages: [{ routePath: '/config/source/define' }] });
    // Still whole for plugins that keep the page (the feeds read its frontmatter after the build).
    expect(define.frontmatter).toEqual({});
    expect(define.lang).toBe('en');
    expect(moduleMeta(plugin, '/docs/en/config/source/define.mdx')).toEqual({
      title: 'T',
      toc: [],
      frontmatter: {},
      routePath: '/config/source/define',
      lang: 'en',
      version: '',
      lastUpdatedTime: '11/22/2026, 7:49:39 AM',
      lastUpdatedAuthor: 'someone',
      _relativePath: 'en/config/source/define.mdx',
    });
    expect(moduleMeta(plugin, '/docs/en/unknown.mdx')).toEqual({ title: 'T', toc: [], frontmatter: {} });
  });

  it('gives an overview page the depth-2 headers of the pages below it, and no other page', async () => {
    const plugin = pluginLeanPageData({ overviewFolders: ['/config/'], descriptions: new Map() });
    const pages = [
      page('/config/', []),
      page('/config/source/define', [
        { id: 'a', text: 'A', depth: 2, charIndex: 1 },
        { id: 'b', text: 'B', depth: 3, charIndex: 5 },
      ]),
      page('/guide/start/', [{ id: 'g', text: 'G', depth: 2, charIndex: 1 }]),
    ];
    for (const p of pages) await plugin.extendPageData?.(p as never, true);
    expect(moduleMeta(plugin, '/docs/en/config/index.mdx').overviewPages).toEqual([
      { routePath: '/config/source/define', toc: [{ id: 'a', text: 'A', depth: 2 }] },
    ]);
    expect(moduleMeta(plugin, '/docs/en/guide/start/index.mdx').overviewPages).toBeUndefined();
  });
});

describe('emptyPageList', () => {
  /** The code Rspress 2.0.22 writes for the page list (rsbuildPluginDocVM), of pages cut to their route paths. */
  const pageDataCode = (pages: unknown[]) => `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ default: 'abc' }, null, 2)};`;

  it('empties a list of route paths and keeps the search index hash', async () => {
    const code = emptyPageList(pageDataCode([{ routePath: '/' }, { routePath: '/guide/start/' }]));
    expect(code).not.toContain('/guide/start/');
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
    expect(module.pageData).toEqual({ pages: [] });
    expect(module.searchIndexHash).toEqual({ default: 'abc' });
  });

  it('stops the build where pages carry more than their route path, or the code has another form', () => {
    expect(() => emptyPageList(pageDataCode([{ routePath: '/', title: 'Home' }]))).toThrow(UNEXPECTED_PAGE_DATA);
    expect(() => emptyPageList('export const pageData = [];')).toThrow(UNEXPECTED_PAGE_DATA);
  });
});
