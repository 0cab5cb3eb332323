import { describe, expect, it } from 'vitest';
import { CHECKS, pageMatcher, parseArgs } from '../../../scripts/check-docs/args';

describe('check:docs parseArgs', () => {
  it('runs every check on every page by default', () => {
    const options = parseArgs([]);
    expect([...options.only]).toEqual([...CHECKS]);
    expect(options.requireBuild).toBe(false);
    expect(options.page).toBeUndefined();
  });

  it('takes --page or --file with --only and --require-build', () => {
    expect(parseArgs(['--page', 'config/source/define']).page).toBe('config/source/define');
    const options = parseArgs(['--only', 'examples,parity', '--file', 'docs/zh/guide/start/quick-start.mdx', '--require-build']);
    expect([...options.only]).toEqual(['examples', 'parity']);
    expect(options.page).toBe('docs/zh/guide/start/quick-start.mdx');
    expect(options.requireBuild).toBe(true);
  });

  it('refuses --page without a page, and unknown checks', () => {
    expect(() => parseArgs(['--page'])).toThrow('--page needs a page');
    expect(() => parseArgs(['--page', '--only', 'routes'])).toThrow('--page needs a page');
    expect(() => parseArgs(['--only', 'nope'])).toThrow('unknown check(s): nope');
  });
});

describe('pageMatcher', () => {
  const files = [
    'docs/en/config/source/define.mdx',
    'docs/zh/config/source/define.mdx',
    'docs/en/config/source/alias.mdx',
    'docs/en/guide/basic/define.mdx',
    'docs/en/guide/start/quick-start.mdx',
    'docs/zh/guide/start/quick-start.mdx',
    'docs/en/config/index.mdx',
  ];
  const select = (text: string) => files.filter(pageMatcher(text));

  it('selects a page in both languages, however it is written', () => {
    const both = ['docs/en/config/source/define.mdx', 'docs/zh/config/source/define.mdx'];
    expect(select('config/source/define')).toEqual(both);
    expect(select('docs/zh/config/source/define.mdx')).toEqual(both);
    expect(select('en/config/source/define.mdx')).toEqual(both);
    expect(select('/config/source/define')).toEqual(both);
  });

  it('selects a folder with a trailing slash, and every page containing a bare word', () => {
    expect(select('config/source/')).toEqual(['docs/en/config/source/define.mdx', 'docs/zh/config/source/define.mdx', 'docs/en/config/source/alias.mdx']);
    expect(select('define')).toEqual(['docs/en/config/source/define.mdx', 'docs/zh/config/source/define.mdx', 'docs/en/guide/basic/define.mdx']);
    expect(select('nothing-here')).toEqual([]);
  });
});
