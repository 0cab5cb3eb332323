import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReleaseLinks } from '../../scripts/check-docs/release-links';
import { compareTags } from '../../scripts/releases/generate-release-prs';
import { type ReleaseLine, releaseLines } from '../../site/release-prs';

const fixtures = path.join(import.meta.dirname, 'fixtures/release-links');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const asPost = (fixture: string, file = 'docs/en/community/releases/v0-3.mdx') => ({
  file,
  source: readFileSync(path.join(fixtures, fixture), 'utf8'),
});

/** A small stand-in for site/release-prs.ts: two lines, with patch releases. */
const lines: ReleaseLine[] = [
  {
    line: '0.2',
    previous: 'v0.1.9',
    release: 'v0.2.0',
    last: 'v0.2.18',
    prs: [{ number: 1066, subject: 'feat: add new dev.liveReload config', tag: 'v0.2.11' }],
  },
  {
    line: '0.3',
    previous: 'v0.2.18',
    release: 'v0.3.0',
    last: 'v0.3.11',
    prs: [
      { number: 1194, subject: 'feat(CLI): add -o alias for --open option', tag: 'v0.3.0' },
      { number: 1203, subject: 'breaking change: remove deprecated printURLs option', tag: 'v0.3.0' },
      { number: 1246, subject: 'feat: support return modified urls with printUrls', tag: 'v0.3.1' },
    ],
  },
];

describe('release posts link the pull requests of their range', () => {
  it('passes a post shaped like the real ones: in-range links, an earlier PR named with its version, a linked breaking change', () => {
    const result = checkReleaseLinks([asPost('good.mdx')], lines);
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ posts: 1, links: 3, sections: 3 });
  });

  it('fails on a link to a PR that shipped in a patch release before the post, presented as new', () => {
    const { findings } = checkReleaseLinks([asPost('out-of-range.mdx')], lines);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'docs/en/community/releases/v0-3.mdx', line: 12 });
    expect(findings[0].message).toContain('PR #1066');
    expect(findings[0].message).toContain('first shipped in v0.2.11, outside the 0.3 range (after v0.2.18 up to v0.3.0)');
  });

  it('fails on a link to a PR of a later patch release of the same line, and on a PR the data does not know', () => {
    const source = '## What 0.3 brings\n\n### Printed URLs\n\n[#1246](https://github.com/web-infra-dev/rsbuild/pull/1246) [#99999](https://github.com/web-infra-dev/rsbuild/pull/99999)\n';
    const { findings } = checkReleaseLinks([{ file: 'docs/zh/community/releases/v0-3.mdx', source }], lines);
    expect(findings.map((finding) => finding.message.slice(0, 40))).toEqual([
      'links PR #1246 ("feat: support return mo',
      'links PR #99999, which is not in site/re',
    ]);
  });

  it('fails on a headline section and on a breaking change without a PR link', () => {
    const { findings } = checkReleaseLinks([asPost('unlinked-section.mdx')], lines);
    expect(findings.map((finding) => [finding.line, finding.message.split(' under ')[0]])).toEqual([
      [14, '### A feature without its pull request'],
      [20, 'item "- `printURLs` is removed."'],
    ]);
  });

  it('fails on a post without a release line in the data or without a what-is-new section', () => {
    const { findings } = checkReleaseLinks(
      [
        { file: 'docs/en/community/releases/v0-9.mdx', source: '# Rsbuild 0.9\n' },
        { file: 'docs/en/community/releases/v0-2.mdx', source: '# Rsbuild 0.2\n\n## Upgrade\n' },
      ],
      lines,
    );
    expect(findings.map((finding) => finding.message.slice(0, 30))).toEqual(['no release line 0.9 in site/re', 'no "what\'s new" ## section (a ']);
  });

  it('passes on the site posts with the committed data', () => {
    const pages = ['en', 'zh'].flatMap((lang) => {
      const dir = path.join(repoRoot, 'docs', lang, 'community/releases');
      return readdirSync(dir)
        .filter((name) => /^v\d+-\d+\.mdx$/.test(name))
        .map((name) => ({ file: `docs/${lang}/community/releases/${name}`, source: readFileSync(path.join(dir, name), 'utf8') }));
    });
    const result = checkReleaseLinks(pages, releaseLines);
    expect(result.findings).toEqual([]);
    expect(result.posts).toBe(16);
  });
});

describe('release data', () => {
  it('orders tags as versions, pre-releases before their release', () => {
    const tags = ['v1.0.1', 'v0.7.0', 'v1.0.0-alpha.9', 'v0.2.11', 'v0.7.0-beta.9', 'v1.0.1-rc.0', 'v0.2.2', 'v1.0.1-beta.16', 'v0.7.0-beta.10'];
    expect([...tags].sort(compareTags)).toEqual([
      'v0.2.2',
      'v0.2.11',
      'v0.7.0-beta.9',
      'v0.7.0-beta.10',
      'v0.7.0',
      'v1.0.0-alpha.9',
      'v1.0.1-beta.16',
      'v1.0.1-rc.0',
      'v1.0.1',
    ]);
  });

  it('has the eight release lines, each range after the previous line and every PR first shipped in its line', () => {
    expect(releaseLines.map((line) => [line.line, line.previous, line.release])).toEqual([
      ['0.1', undefined, 'v0.1.0'],
      ['0.2', 'v0.1.9', 'v0.2.0'],
      ['0.3', 'v0.2.18', 'v0.3.0'],
      ['0.4', 'v0.3.11', 'v0.4.0'],
      ['0.5', 'v0.4.15', 'v0.5.0'],
      ['0.6', 'v0.5.9', 'v0.6.0'],
      ['0.7', 'v0.6.15', 'v0.7.0'],
      ['1.0', 'v0.7.10', 'v1.0.1'],
    ]);
    const numbers = releaseLines.flatMap((line) => line.prs.map((pr) => pr.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The patch-release features the 0.3 post used to present as new (issue #40).
    const firstTag = new Map(releaseLines.flatMap((line) => line.prs.map((pr) => [pr.number, pr.tag] as const)));
    expect([1066, 1083, 1095, 1125, 1150, 1156, 1191, 1049, 938].map((n) => firstTag.get(n))).toEqual([
      'v0.2.11',
      'v0.2.12',
      'v0.2.13',
      'v0.2.14',
      'v0.2.15',
      'v0.2.16',
      'v0.2.18',
      'v0.2.9',
      'v0.2.4',
    ]);
  });
});
