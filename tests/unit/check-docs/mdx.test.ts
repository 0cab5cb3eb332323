import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, extractHeadings, extractLinks, findField, hasMetaFlag, leadingCodeSpan, proseLines } from '../../../scripts/check-docs/mdx';

const page = [
  '# Title',
  '',
  '- **Type:** `string`',
  '- **默认值：** `true`（说明）',
  '',
  '1. Step:',
  '',
  '   ```ts title="rsbuild.config.ts" partial',
  '   // # not a heading',
  '   export default {};',
  '   ```',
  '',
  'See [A](/a#x), `[not](/link)` and <a href="/b">B</a>.',
  '## Next',
].join('\n');

describe('mdx readers', () => {
  it('finds fenced blocks with meta, title and line numbers, even when indented', () => {
    const [block] = extractCodeBlocks(page);
    expect(block).toMatchObject({ lang: 'ts', title: 'rsbuild.config.ts', line: 8, codeLine: 9, endLine: 11 });
    expect(block.code).toBe('// # not a heading\nexport default {};');
    expect(hasMetaFlag(block.meta, 'partial')).toBe(true);
    expect(hasMetaFlag('title="partial"', 'partial')).toBe(false);
  });

  it('reads blocks with the shared reader (plugins/code-fences.ts): language case kept, no backtick in a backtick info string', () => {
    expect(extractCodeBlocks('```TS title="a.ts"\nx\n```\n')).toMatchObject([{ lang: 'TS', title: 'a.ts' }]);
    // Inline code, not a fence: the heading after it is prose.
    const source = ['``` `npm` ```', '## After', 'text'].join('\n');
    expect(extractCodeBlocks(source)).toEqual([]);
    expect(extractHeadings(source)).toEqual([{ level: 2, text: 'After', line: 2 }]);
  });

  it('reads headings and links outside code', () => {
    expect(extractHeadings(page).map((heading) => [heading.level, heading.line])).toEqual([[1, 1], [2, 14]]);
    expect(extractLinks(page)).toEqual([
      { url: '/a#x', line: 13 },
      { url: '/b', line: 13 },
    ]);
  });

  it('reads English and Chinese field labels', () => {
    const prose = proseLines(page);
    expect(findField(prose, 'type', 1, 14)).toEqual({ line: 3, text: '`string`' });
    const value = findField(prose, 'default', 1, 14);
    expect(value?.line).toBe(4);
    expect(leadingCodeSpan(value?.text ?? '')).toEqual({ code: 'true', rest: '（说明）' });
  });
});

describe('prose lines and MDX comments', () => {
  it('leaves multi-line {/* */} comments out of the prose, so check comments hold no links or headings', () => {
    const source = ['# Page', '{/* example-check', 'file src/a.js', '  <a href="/hidden">x</a>', '# not a heading', '*/}', 'Text [A](/a)'].join('\n');
    expect(extractHeadings(source).map((heading) => heading.text)).toEqual(['Page']);
    expect(extractLinks(source).map((link) => link.url)).toEqual(['/a']);
    expect(proseLines(source).map(([line]) => line)).toEqual([1, 7]);
  });
});
