import { describe, expect, it } from 'vitest';
import { checkExamples, collectExamples, exampleFiles } from '../../../scripts/check-docs/examples';
import { createDocsProgram } from '../../../scripts/check-docs/ts-program';
import { fixturePage, repoRoot } from './helpers';

describe('collectExamples', () => {
  it('takes TypeScript blocks titled rsbuild.config.ts and counts partial ones', () => {
    const collected = collectExamples([fixturePage('example-correct.mdx', 'docs/en/guide/x.mdx')]);
    expect(collected.examples).toHaveLength(1);
    expect(collected.examples[0]).toMatchObject({ file: 'docs/en/guide/x.mdx', codeLine: 4, extension: 'ts' });
    expect(collected.skipped).toEqual([{ file: 'docs/en/guide/x.mdx', line: 14 }]);
  });

  it('takes the language in any case', () => {
    const source = '```TS title="rsbuild.config.ts"\nexport default {};\n```\n';
    expect(collectExamples([{ file: 'docs/en/guide/x.mdx', source }]).examples).toHaveLength(1);
  });
});

describe('checkExamples', () => {
  it('passes a correct example and reports broken ones at their page line', () => {
    const pages = [
      fixturePage('example-correct.mdx', 'docs/en/guide/good.mdx'),
      fixturePage('example-wrong.mdx', 'docs/zh/guide/bad.mdx'),
    ];
    const { examples } = collectExamples(pages);
    expect(examples.map((example) => example.extension)).toEqual(['ts', 'mts', 'ts']);
    const findings = checkExamples(repoRoot, examples, createDocsProgram(repoRoot, exampleFiles(repoRoot, examples)));
    expect(findings.filter((finding) => finding.file === 'docs/en/guide/good.mdx')).toEqual([]);
    const bad = findings.filter((finding) => finding.file === 'docs/zh/guide/bad.mdx');
    // 'sometimes' is not a boolean (first block, line 8); fastRefresh is not a string (second block, line 18).
    expect(bad.map((finding) => finding.line)).toEqual([8, 18]);
    expect(bad[0].message).toMatch(/^rsbuild\.config\.ts example: TS\d+: /);
    expect(bad[1].message).toContain("Type 'string' is not assignable to type 'boolean | undefined'");
  }, 60_000);
});
