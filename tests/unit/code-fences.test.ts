import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { codeFences } from '../../plugins/code-fences';

/** The code blocks of the MDX parse (the MDX compile's), as [lang, meta, code] as Shiki's rehype plugin gets them. */
function parsed(source: string): string[][] {
  const blocks: string[][] = [];
  visit(unified().use(remarkParse).use(remarkMdx).parse(source), 'code', (node) => {
    // mdast-util-to-hast keeps the language up to its first white space.
    blocks.push([(node.lang ?? '').split(/\s+/)[0], node.meta ?? '', node.value]);
  });
  return blocks;
}

const read = (source: string) => codeFences(source).map(({ lang, meta, code }) => [lang, meta, code]);

// Each case is one the two earlier readers (codeFences, scripts/check-docs' extractCodeBlocks) read differently.
const cases: Array<[string, string, string[][]]> = [
  ['keeps the case of the language', '```TS\nx\n```\n', [['TS', '', 'x']]],
  ['takes no backtick fence with a backtick in its info string', '``` a`b\nx\n```\n', [['', '', '']]],
  ['takes backticks in a tilde fence info string', '~~~js`x y\nx\n~~~\n', [['js`x', 'y', 'x']]],
  ['counts a tab to the next multiple of 4 columns', '\t```js\nx\n\ty\n\t\tz\n```\n', [['js', '', 'x\ny\n\tz']]],
  ['keeps the columns of a tab past the indentation', '  ```js\n\tx\n \ty\n  \tz\n  ```\n', [['js', '', '  x\n  y\n\tz']]],
  ['keeps the meta as written', '```js \t title="a"  \nx\n```\n', [['js', 'title="a"  ', 'x']]],
  ['decodes backslash escapes in the info string', '```js title="a\\_b"\nx\n```\n', [['js', 'title="a_b"', 'x']]],
  ['splits the language from the meta at a space or tab only', '```js\u00a0x y\nx\n```\n', [['js', 'y', 'x']]],
  ['closes only on a fence followed by spaces or tabs', '```js\nx\n```\u00a0\n```\n', [['js', '', 'x\n```\u00a0']]],
  ['keeps CRLF line endings in the code', '```js\r\nx\r\ny\r\n```\r\n', [['js', '', 'x\r\ny']]],
  ['knows CR line endings', '```js\rx\ry\r```\r', [['js', '', 'x\ry']]],
  ['runs a block left open to the end of the file', '# a\n\n```js\nx\ny\n\n', [['js', '', 'x\ny\n']]],
];

describe('codeFences reads blocks as the MDX parser does', () => {
  it.each(cases)('%s', (_, source, expected) => {
    expect(parsed(source)).toEqual(expected);
    expect(read(source)).toEqual(expected);
  });

  it('numbers the lines of the fences', () => {
    const source = 'a\r\n\r\n  ```js\r\n  x\r\n  ```\r\n\r```\rleft open\r';
    expect(codeFences(source).map(({ line, endLine }) => [line, endLine])).toEqual([[3, 5], [7, 9]]);
  });
});
