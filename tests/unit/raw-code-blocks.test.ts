import { compile, run } from '@mdx-js/mdx';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import { createElement, type ComponentProps } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { rehypeRawCodeBlocks } from '../../plugins/raw-code-blocks';

const page = [
  '# Config',
  '',
  'Some `inline` code.',
  '',
  '```ts title="rsbuild.config.ts"',
  "import { defineConfig } from '@rsbuild/core';",
  '',
  'export default defineConfig({',
  "  source: { define: { VERSION: JSON.stringify('1.0.0') } },",
  '});',
  '```',
  '',
  '```bash',
  'npm run build -- --env "<prod>" && echo \'&amp;\'',
  '```',
].join('\n');

// No time limit per line: a busy machine would otherwise cut a line's tokens short in one compile only.
const shiki: [typeof rehypeShiki, RehypeShikiOptions] = [rehypeShiki, { theme: 'github-light', langs: ['ts', 'bash'], tokenizeTimeLimit: 0 }];

async function compiled(withPlugin: boolean) {
  const file = await compile(page, {
    outputFormat: 'function-body',
    rehypePlugins: withPlugin ? [shiki, rehypeRawCodeBlocks] : [shiki],
  });
  return String(file);
}

/** Renders a compiled page with a `code` component that spreads its props, as Rspress's does. */
async function render(code: string) {
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  const components = { code: (props: ComponentProps<'code'>) => createElement('code', props) };
  return renderToStaticMarkup(createElement(Content, { components }));
}

// Shiki loads its engine and grammars on first use: slow on a busy machine.
describe('rehypeRawCodeBlocks', { timeout: 60_000 }, () => {
  it('renders the same DOM as the element tree it replaces', async () => {
    const before = await compiled(false);
    const after = await compiled(true);
    // React and hast-util-to-html escape different characters ('&#x27;' or "'"): compare the parsed trees.
    const dom = (html: string) => serialize(parseFragment(html));
    const html = await render(after);
    expect(dom(html)).toBe(dom(await render(before)));
    expect(html).toContain('<pre class="shiki github-light"');
    expect(dom(html)).toContain('"&lt;prod&gt;"</span>');
    expect(dom(html)).toContain(' &amp;&amp; </span>');
    expect(dom(html)).toContain("'&amp;amp;'");
  });

  it('makes each highlighted block one element with an HTML string', async () => {
    const before = await compiled(false);
    const after = await compiled(true);
    const calls = (code: string) => code.match(/_jsxs?\(/g)?.length ?? 0;
    expect(after).toContain('dangerouslySetInnerHTML');
    expect(calls(before) - calls(after)).toBeGreaterThan(20);
    expect(after.length).toBeLessThan(before.length * 0.75);
    // Inline code stays an element with children.
    expect(after).toMatch(/_components\.code, \{\s*children: "inline"/);
  });

  it('leaves a block alone when its code element carries attributes other than a class', async () => {
    const { unified } = await import('unified');
    const tree = {
      type: 'root' as const,
      children: [
        {
          type: 'element' as const,
          tagName: 'pre',
          properties: { className: ['shiki'] },
          children: [{ type: 'element' as const, tagName: 'code', properties: { dataLang: 'ts' }, children: [{ type: 'text' as const, value: 'x' }] }],
        },
      ],
    };
    const out = await unified().use(rehypeRawCodeBlocks).run(structuredClone(tree));
    expect(out).toEqual(tree);
  });
});
