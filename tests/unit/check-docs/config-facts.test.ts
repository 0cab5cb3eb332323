import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfigFacts, configFactsOutcome, coverage, optionPathOf, readConfigPage } from '../../../scripts/check-docs/config-facts';
import { type ConfigSchema, SCHEMA_MODULE_TEXT, createConfigSchema } from '../../../scripts/check-docs/config-schema';
import { loadRunningDefaults } from '../../../scripts/check-docs/running-defaults';
import { createDocsProgram } from '../../../scripts/check-docs/ts-program';
import { fixturePage, repoRoot } from './helpers';

const noAllowlist = { types: [], defaults: [] };
let schema: ConfigSchema;
let running: unknown;

beforeAll(async () => {
  const schemaFile = path.join(repoRoot, '.check-docs', 'schema.ts');
  schema = createConfigSchema(createDocsProgram(repoRoot, [{ fileName: schemaFile, text: SCHEMA_MODULE_TEXT }]), schemaFile);
  running = await loadRunningDefaults();
}, 60_000);

describe('optionPathOf', () => {
  it('maps page paths to option paths', () => {
    expect(optionPathOf('config/dev/asset-prefix')).toBe('dev.assetPrefix');
    expect(optionPathOf('config/module-federation/options')).toBe('moduleFederation.options');
    expect(optionPathOf('config/mode')).toBe('mode');
    expect(optionPathOf('config/index')).toBeUndefined();
    expect(optionPathOf('guide/start/index')).toBeUndefined();
  });
});

describe('readConfigPage', () => {
  it('reads a type written in a block after an empty Type line, with Chinese labels', () => {
    const { source } = fixturePage('config-words-zh.mdx', 'docs/zh/config/dev/cli-shortcuts.mdx');
    const [option] = readConfigPage(source, 'dev.cliShortcuts').options;
    expect(option.type?.value).toContain('custom?: (shortcuts: CliShortcut[]) => CliShortcut[];');
    expect(option.defaultValue?.text).toBe('使用 JavaScript API 时为 `false`');
  });
});

describe('schema read from the .d.ts of @rsbuild/core 1.3.22', () => {
  it('finds options, sub-options through unions, and misses invented ones', () => {
    expect(schema.lookup('dev.hmr')?.declared).toBe('boolean');
    expect(schema.lookup('security.sri.algorithm')?.equivalents).toContain("'sha256' | 'sha384' | 'sha512'");
    expect(schema.lookup('dev.lazyCompilation.entries')?.declared).toBe('boolean');
    expect(schema.lookup('dev.hotReload')).toBeUndefined();
  });

  it('gives a property found in several members of a union the union of their types', () => {
    const strategy = schema.lookup('performance.chunkSplit.strategy');
    const union = strategy?.equivalents.find((text) => text.includes("'split-by-size'") && text.includes("'custom'"));
    expect(union).toBeDefined();
    expect(union).toContain("'single-vendor'");
  });

  it('lists the coverage keys of the sections and the top level', () => {
    const keys = schema.coverageKeys();
    expect(keys).toEqual(expect.arrayContaining(['mode', 'root', 'plugins', 'environments', 'dev.hmr', 'server.port', 'moduleFederation.options']));
    expect(keys).not.toContain('provider');
    expect(schema.noteOf('source.alias')).toBe('deprecated');
    expect(schema.noteOf('tools.webpack')).toBe('webpack only');
    expect(schema.noteOf('resolve.alias')).toBeUndefined();
    expect(coverage(keys, new Set(['mode', 'dev.hmr']))).toMatchObject({ covered: ['mode', 'dev.hmr'] });
  });
});

describe('checkConfigFacts', () => {
  it('accepts a correct page (union order and quote style do not matter)', () => {
    const result = checkConfigFacts([fixturePage('config-correct.mdx', 'docs/en/config/dev/client.mdx')], schema, running, noAllowlist);
    expect(result.findings).toEqual([]);
    expect(result.typesChecked).toBe(3);
    expect(result.defaultsChecked).toBe(3);
    expect(result.documented.get('en')).toEqual(new Set(['dev.client']));
  });

  it('reports a wrong type and a wrong default with file and line', () => {
    const result = checkConfigFacts([fixturePage('config-wrong.mdx', 'docs/en/config/dev/client.mdx')], schema, running, noAllowlist);
    const found = result.findings.map((finding) => `${finding.file}:${finding.line}`);
    expect(found).toEqual([
      'docs/en/config/dev/client.mdx:3',
      'docs/en/config/dev/client.mdx:4',
      'docs/en/config/dev/client.mdx:10',
      'docs/en/config/dev/client.mdx:11',
    ]);
    expect(result.findings[0].message).toContain('`ClientOptions` differs from the declared type `ClientConfig`');
    expect(result.findings[1].message).toContain("running default { path: '/rsbuild-hmr'");
    expect(result.findings[3].message).toContain("documented Default `8080` differs from the running default ''");
  });

  it('reports a page for an option that 1.3.22 does not have', () => {
    const page = { file: 'docs/en/config/dev/hot-reload.mdx', source: '# dev.hotReload\n\n- **Type:** `boolean`\n- **Default:** `true`\n' };
    const result = checkConfigFacts([page], schema, running, noAllowlist);
    expect(result.findings).toEqual([
      { file: page.file, line: 1, message: 'dev.hotReload is not an option of RsbuildConfig in @rsbuild/core@1.3.22' },
    ]);
  });

  it('compares sub-options that the normalized config leaves unset with their @default tag', () => {
    const page = (algorithm: string) => ({
      file: 'docs/en/config/security/sri.mdx',
      source: `# security.sri\n\n- **Type:** \`SriOptions\`\n- **Default:** \`{ enable: false }\`\n\n## security.sri.algorithm\n\n- **Default:** \`${algorithm}\`\n`,
    });
    const good = checkConfigFacts([page("'sha384'")], schema, running, noAllowlist);
    expect(good).toMatchObject({ findings: [], jsdocDefaultsChecked: 1 });
    const bad = checkConfigFacts([page("'sha512'")], schema, running, noAllowlist);
    expect(bad.findings).toEqual([
      {
        file: 'docs/en/config/security/sri.mdx',
        line: 8,
        message:
          "security.sri.algorithm: documented Default `'sha512'` differs from the @default 'sha384' of its declaration (the normalized config leaves it unset)",
      },
    ]);
  });

  it('skips defaults written in words and compares the type block', () => {
    const result = checkConfigFacts([fixturePage('config-words-zh.mdx', 'docs/zh/config/dev/cli-shortcuts.mdx')], schema, running, noAllowlist);
    expect(result.findings).toEqual([]);
    expect(result.skips).toMatchObject([{ option: 'dev.cliShortcuts', reason: 'written in words' }]);
  });

  it('uses allow-list entries and reports unused ones', () => {
    const allow = {
      types: [{ option: 'dev.client', documented: 'ClientOptions', reason: 'test' }],
      defaults: [{ option: 'dev.hmr', documented: 'false', reason: 'no such page' }],
    };
    const source = "types: [\n  { option: 'dev.client' },\n],\ndefaults: [\n  { option: 'dev.hmr' },\n]";
    const result = checkConfigFacts([fixturePage('config-wrong.mdx', 'docs/en/config/dev/client.mdx')], schema, running, allow, 'allow.ts', source);
    const messages = result.findings.map((finding) => finding.message);
    expect(messages.some((message) => message.includes('ClientOptions'))).toBe(false);
    expect(result.findings).toContainEqual({ file: 'allow.ts', line: 5, message: 'unused default allow-list entry for dev.hmr: `false`' });
  });
});

describe('configFactsOutcome coverage', () => {
  const result = { findings: [], skips: [], pagesChecked: 0, typesChecked: 0, defaultsChecked: 0, jsdocDefaultsChecked: 0, documented: new Map([['en', new Set(['dev.hmr'])]]) };
  const noteOf = (key: string) => (key === 'source.alias' ? 'deprecated' : undefined);

  it('needs a page for every key and the overview to name the deprecated ones', () => {
    const overview = { file: 'docs/en/config/index.mdx', source: '# Config\n' };
    const outcome = configFactsOutcome(result as never, ['dev.hmr', 'dev.port', 'source.alias'], ['en'], noteOf, new Map([['en', overview]]));
    expect(outcome.findings.map((finding) => finding.message)).toEqual([
      'dev.port has no page (every option of @rsbuild/core@1.3.22 needs one)',
      'source.alias (deprecated) has no page: the config overview must name it (`source.alias`) and say why',
    ]);
    const explained = { ...overview, source: '| `source.alias` | Deprecated |' };
    const ok = configFactsOutcome(result as never, ['dev.hmr', 'source.alias'], ['en'], noteOf, new Map([['en', explained]]));
    expect(ok.findings).toEqual([]);
  });
});
