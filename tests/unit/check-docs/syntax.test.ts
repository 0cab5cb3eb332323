import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../../scripts/check-docs/syntax';

describe('checkSyntax', () => {
  it('reports an MDX comment written right under a list item, as the build would fail on it', () => {
    const source = [
      '# Notes',
      '',
      '- a note',
      '{/* example-check',
      'expect dist/index.html exists',
      '*/}',
      '',
      '- another note',
    ].join('\n');
    const [finding, ...rest] = checkSyntax([{ file: 'docs/en/x.mdx', source }]);
    expect(rest).toEqual([]);
    expect(finding.file).toBe('docs/en/x.mdx');
    expect(finding.line).toBeGreaterThan(0);
    expect(finding.message).toMatch(/^MDX syntax: .*lazy line/);
  });

  it('accepts the same comment after the list, and ordinary MDX', () => {
    const source = ['# Notes', '', '- a note', '- another note', '', '{/* example-check', 'expect dist/index.html exists', '*/}', '', '<Tabs />'].join('\n');
    expect(checkSyntax([{ file: 'docs/en/x.mdx', source }])).toEqual([]);
  });

  it('reports a comment that sits between two items of one list and splits it', () => {
    const split = ['# Notes', '', '1. first', '', '{/* example-check', 'expect dist/index.html exists', '*/}', '', '2. second'].join('\n');
    expect(checkSyntax([{ file: 'docs/en/x.mdx', source: split }])).toEqual([
      { file: 'docs/en/x.mdx', line: 5, message: 'this comment sits between two items of one list and splits it in two: move it below the list' },
    ]);
    // a comment between a bullet list and a numbered list separates two different lists
    const twoLists = ['- a', '', '{/* note */}', '', '1. b'].join('\n');
    expect(checkSyntax([{ file: 'docs/en/x.mdx', source: twoLists }])).toEqual([]);
  });

  it('reports an unclosed JSX tag', () => {
    expect(checkSyntax([{ file: 'docs/en/y.mdx', source: '# Title\n\n<div>\n\ntext\n' }])[0]?.message).toMatch(/^MDX syntax: /);
  });
});
