import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import { bundledLanguages, createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
// Rspress's own options for Shiki's rehype plugin, as its MDX compile builds them (not exported: read from its files).
import { createRehypeShikiOptions } from '../../node_modules/@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import { codeFences } from '../../plugins/code-fences';
import { HighlightCache } from '../../plugins/highlight-cache';
import { codeBlocksOf, codeToHastOptions, cssVariablesTheme, siteShikiTransformers } from '../../plugins/highlight-options';
import { rehypeRawCodeBlocks } from '../../plugins/raw-code-blocks';

const page = [
  '# Page',
  '',
  '```ts title="rsbuild.config.ts" {2}',
  "import { defineConfig } from '@rsbuild/core';",
  '',
  'export default defineConfig({});',
  '```',
  '',
  '```',
  'no language',
  '```',
  '',
  '1. A step:',
  '',
  '   ```bash',
  '   npm run build',
  '     indented more',
  '   ```',
  '',
  '<Tabs>',
  '  <Tab label="a">',
  '',
  '  ~~~~json',
  '  { "a": 1 }',
  '  ~~~~',
  '',
  '  </Tab>',
  '</Tabs>',
  '',
  '```diff',
  '- old',
  '+ new',
  '```',
  '',
  '```txt',
  '```',
].join('\n');

describe('codeFences', () => {
  it('splits the info string and removes the fence indentation', () => {
    expect(codeFences(page)).toMatchObject([
      { lang: 'ts', meta: 'title="rsbuild.config.ts" {2}', code: "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});" },
      { lang: '', meta: '', code: 'no language' },
      { lang: 'bash', meta: '', code: 'npm run build\n  indented more' },
      { lang: 'json', meta: '', code: '{ "a": 1 }' },
      { lang: 'diff', meta: '', code: '- old\n+ new' },
      { lang: 'txt', meta: '', code: '' },
    ]);
  });

  it('needs a closing fence at least as long, of the same character, or runs to the end of the file', () => {
    expect(codeFences('````md\n```js\nx\n```\n````\n')).toEqual([
      { lang: 'md', meta: '', code: '```js\nx\n```', line: 1, endLine: 5 },
    ]);
    expect(codeFences('```js\nnever closed\n~~~\n')).toEqual([
      { lang: 'js', meta: '', code: 'never closed\n~~~', line: 1, endLine: 4 },
    ]);
    // Not a fence: the second line opens one.
    expect(codeFences('``` a`b\n```\n')).toEqual([{ lang: '', meta: '', code: '', line: 2, endLine: 3 }]);
  });
});

// Shiki loads its engine and grammars on first use: slow on a busy machine.
describe('prefilled trees', { timeout: 60_000 }, () => {
  it("are the trees, under the keys, that Rspress's Shiki options give during the MDX compile", async () => {
    const built = new Map<string, Root>();
    const cache = { get: () => undefined, set: (key: string, tree: Root) => built.set(key, tree) };
    const options = createRehypeShikiOptions(false, false, undefined, { transformers: siteShikiTransformers(), tokenizeTimeLimit: 0, cache });
    await compile(page, { remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeShiki, options]] });

    const highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs: ['ts', 'bash', 'json', 'diff'] });
    const prefilled = new Map<string, unknown>();
    for (const [key, { lang, meta, code }] of codeBlocksOf([page])) {
      if (lang === 'txt' || lang in bundledLanguages) prefilled.set(key, highlighter.codeToHast(code, codeToHastOptions(lang, meta)));
    }
    expect([...prefilled.keys()].sort()).toEqual([...built.keys()].sort());
    for (const [key, tree] of built) expect(prefilled.get(key), key).toEqual(tree);
    highlighter.dispose();
  });
});

// The cache hands out blocks already finished by rehypeRawCodeBlocks (plugins/highlight-cache.ts):
// a page compiled from cache hits must come out as it does when every block is highlighted afresh.
describe('finished blocks from the cache', { timeout: 60_000 }, () => {
  it('compile to the same page as blocks highlighted during the compile', async () => {
    const compilePage = async (cache?: HighlightCache) => {
      const options = createRehypeShikiOptions(false, false, undefined, { transformers: siteShikiTransformers(), tokenizeTimeLimit: 0, cache });
      return String(await compile(page, { remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeShiki, options], rehypeRawCodeBlocks] }));
    };
    const fresh = await compilePage();
    const cache = new HighlightCache(rehypeRawCodeBlocks());
    expect(await compilePage(cache)).toBe(fresh);
    expect(cache.hits).toBe(0);
    expect(cache.size).toBe(6);
    // Every block is now a hit, handed out finished.
    expect(await compilePage(cache)).toBe(fresh);
    expect(cache.hits).toBe(6);
    expect(fresh).toContain('dangerouslySetInnerHTML');
  });
});
