import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkShapeNotes, checkSince, fixSince, headingSubjectWord, subjectOf } from '../../../scripts/check-docs/since';
import { firstReleases, shapeChanges, type SinceData } from '../../../scripts/versions/since-data';
import { releasesToRead } from '../../../scripts/versions/packages';

const data: SinceData = {
  generatedBy: 'test',
  core: {
    package: '@rsbuild/core',
    releases: ['1.0.1', '1.1.2', '1.2.0'],
    config: { output: '1.0.1', 'output.emitCss': '1.1.2', 'output.manifest': '1.0.1', 'output.manifest.filter': '1.2.0' },
    pluginApi: { modifyHTML: '1.2.0', onBeforeBuild: '1.0.1', resolve: '1.1.2', context: '1.0.1' },
    instance: { build: '1.0.1', onBeforeBuild: '1.0.1' },
    devServer: { listen: '1.0.1', sockWrite: '1.2.0' },
    environmentContext: { name: '1.0.1', manifest: '1.2.0' },
    environmentApi: { getStats: '1.0.1' },
    exports: { createRsbuild: '1.0.1', runCLI: '1.1.2' },
    shapes: {},
  },
  plugins: {
    react: { package: '@rsbuild/plugin-react', releases: ['1.0.1', '1.0.5'], options: { swcReactOptions: '1.0.1', fastRefresh: '1.0.5' }, shapes: {} },
  },
};

const page = (file: string, source: string) => ({ file, source });

describe('version markers', () => {
  it('names the subject of a heading per page kind, with the plugin’s own releases for its options', () => {
    expect(headingSubjectWord('`output.manifest.filter`')).toBe('output.manifest.filter');
    expect(headingSubjectWord('createRsbuild()')).toBe('createRsbuild');
    expect(headingSubjectWord('Default names')).toBeUndefined();
    expect(subjectOf(data, 'config/output/emit-css', 'output.emitCss')).toEqual({ name: 'output.emitCss', since: '1.1.2', baseline: '1.0.1' });
    expect(subjectOf(data, 'plugins/dev/core', 'api.resolve')?.since).toBe('1.1.2');
    expect(subjectOf(data, 'shared/fragments/hooks-build', 'onBeforeBuild')?.since).toBe('1.0.1');
    expect(subjectOf(data, 'api/javascript-api/dev-server-api', 'server.sockWrite')?.since).toBe('1.2.0');
    expect(subjectOf(data, 'api/javascript-api/environment-api', 'manifest')?.since).toBe('1.2.0');
    expect(subjectOf(data, 'api/javascript-api/core', 'runCLI')?.since).toBe('1.1.2');
    expect(subjectOf(data, 'plugins/list/plugin-react', 'fastRefresh')).toEqual({
      name: '@rsbuild/plugin-react fastRefresh',
      since: '1.0.5',
      baseline: '1.0.1',
    });
    // A config key named on a page that is not a config page is no subject there.
    expect(subjectOf(data, 'guide/basic/cli', 'output.emitCss')).toBeUndefined();
  });

  it('fails a late arrival without a marker, a wrong version, and a marker on what was in 1.0', () => {
    const pages = [
      page('docs/en/config/output/emit-css.mdx', '# output.emitCss\n\n- **Type:** `boolean`\n- **Default:** `true`\n\nText.\n'),
      page('docs/zh/config/output/emit-css.mdx', '# output.emitCss\n\n- **类型：** `boolean`\n- **版本：** `>= 1.1.0`\n'),
      page('docs/en/config/output/manifest.mdx', '# output.manifest\n\n- **Version:** `>= 1.0.5`\n\n## output.manifest.filter\n\n- **Version:** `>= 1.2.0`\n'),
      page('docs/en/guide/x.mdx', '# Guide\n\n## Example\n\n- **Version:** `>= 1.2.0`\n'),
    ];
    const messages = checkSince(data, pages).findings.map((finding) => `${finding.file}:${finding.line}: ${finding.message}`);
    expect(messages).toEqual([
      'docs/en/config/output/emit-css.mdx:1: output.emitCss (heading line 1) arrived in 1.1.2: add "- **Version:** `>= 1.1.2`"',
      'docs/zh/config/output/emit-css.mdx:4: output.emitCss (heading line 1) arrived in 1.1.2, the page says 1.1.0',
      'docs/en/config/output/manifest.mdx:3: output.manifest (heading line 1) was already in 1.0.1: remove its version line (1.0.5)',
      'docs/en/guide/x.mdx:5: a version line under "Example", which names nothing in site/since.json',
    ]);
  });

  it('passes pages whose markers match, and the fixer makes a failing page pass', () => {
    const broken = [
      '# output.manifest',
      '',
      '- **Type:** `boolean`',
      '- **Default:** `false`',
      '- **Version:** `>= 1.1.0`',
      '- **Applies to:** web',
      '',
      '## output.manifest.filter',
      '',
      '- **Type:** `Function`',
      '- **Applies to:** web',
      '',
      '## Example',
      '',
      '```ts',
      '- **Version:** `>= 9.9.9` inside code is not a marker',
      '```',
    ].join('\n');
    expect(checkSince(data, [page('docs/en/config/output/manifest.mdx', broken)]).findings).toHaveLength(2);
    const fixed = fixSince(data, 'config/output/manifest', broken, 'en');
    expect(fixed.split('\n').slice(0, 12)).toEqual([
      '# output.manifest',
      '',
      '- **Type:** `boolean`',
      '- **Default:** `false`',
      '- **Applies to:** web',
      '',
      '## output.manifest.filter',
      '',
      '- **Type:** `Function`',
      '- **Version:** `>= 1.2.0`',
      '- **Applies to:** web',
      '',
    ]);
    expect(checkSince(data, [page('docs/en/config/output/manifest.mdx', fixed)]).findings).toEqual([]);

    // A section that starts with code gets a list of its own, in the page's language.
    const hooks = '### modifyHTML\n\n```ts\nfunction modifyHTML(): void;\n```\n';
    const fixedZh = fixSince(data, 'plugins/dev/hooks', hooks, 'zh');
    expect(fixedZh).toBe('### modifyHTML\n\n- **版本：** `>= 1.2.0`\n\n```ts\nfunction modifyHTML(): void;\n```\n');
    expect(checkSince(data, [page('docs/zh/plugins/dev/hooks.mdx', fixedZh)]).findings).toEqual([]);
  });

  it('dates a name by the first release of its unbroken run, and keeps only real shape changes', () => {
    expect(releasesToRead(['0.7.10', '1.0.1', '1.10.0', '1.2.0', '1.3.0-beta.1', '1.3.22', '1.3.23'], '1.3.22')).toEqual(['1.0.1', '1.2.0', '1.3.22']);
    const first = firstReleases([
      ['1.0.1', ['a', 'gone']],
      ['1.1.0', ['a', 'b']],
      ['1.2.0', ['b', 'c']],
      ['1.3.0', ['a', 'b', 'c']],
    ]);
    expect(first).toEqual({ a: '1.3.0', b: '1.1.0', c: '1.2.0' });
    expect(
      shapeChanges([
        ['1.0.1', { x: 'boolean', y: 'string' }],
        ['1.1.0', { x: 'boolean | string', y: 'string' }],
      ]),
    ).toEqual({ x: [['1.0.1', 'boolean'], ['1.1.0', 'boolean | string']] });
  });

  it('the committed data dates Rsbuild 1.0 from 1.0.1 and knows well-known arrivals', () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    const since = JSON.parse(readFileSync(path.join(repo, 'site/since.json'), 'utf8')) as SinceData;
    // The generated data itself: Rsbuild 1.0 is 1.0.1, and a few well-known arrivals.
    expect(since.core.releases[0]).toBe('1.0.1');
    expect(since.core.config['output.emitCss']).toBe('1.1.2');
    expect(since.core.config['resolve.alias']).toBe('1.1.7');
    expect(since.core.config['output.filenameHash']).toBe('1.0.1');
  });

  it('needs every declared-type change explained, and the new form’s release named in the key’s section', () => {
    const shaped: SinceData = {
      ...data,
      core: {
        ...data.core,
        shapes: {
          'output.manifest': [['1.0.1', 'boolean'], ['1.2.0', 'boolean | ManifestConfig']],
          'output.emitCss': [['1.1.2', 'boolean'], ['1.2.0', 'Flag']],
        },
      },
    };
    const notes = { changes: [{ package: 'core', key: 'output.manifest', since: '1.2.0', form: 'an object', pr: 1 }], typeOnly: {} };
    const silent = page('docs/en/config/output/manifest.mdx', '# output.manifest\n\nAn object works since 1.2.01.\n\n```ts\n// since 1.2.0\n```\n');
    const told = page('docs/zh/config/output/manifest.mdx', '# output.manifest\n\n## 对象形式\n\n从 1.2.0 起可以传入对象。\n');
    expect(checkShapeNotes(shaped, notes, [silent, told]).map((finding) => `${finding.file}: ${finding.message}`)).toEqual([
      'site/shape-changes.ts: core:output.emitCss changed its declared type in 1.2.0: list it as a new form or as a type-only change',
      'docs/en/config/output/manifest.mdx: output.manifest accepts an object since 1.2.0 (#1): say so in this section, naming 1.2.0',
    ]);
    const explained = { ...notes, typeOnly: { 'core:output.emitCss@1.2.0': 'renamed' } };
    const fixed = page('docs/en/config/output/manifest.mdx', '# output.manifest\n\nThe object form works since 1.2.0.\n');
    expect(checkShapeNotes(shaped, explained, [fixed, told])).toEqual([]);
  });
});
