import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExamplePages } from '../../../scripts/check-examples/parse';
import { formatFailure, needsOwnProcess, removeProject, runExamples } from '../../../scripts/check-examples/run';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const fixture = (name: string) => ({
  file: `docs/en/${name}`,
  source: readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'),
});

describe('runExamples with @rsbuild/core 1.3.22', () => {
  it('passes examples that do what the page says and names what differed in the others', async () => {
    const { examples, findings } = parseExamplePages([fixture('examples-good.mdx'), fixture('examples-wrong.mdx')]);
    expect(findings.map((finding) => finding.line)).toEqual([27]);
    const outcomes = await runExamples(examples, { repoRoot, jobs: 2, keep: false });
    const byLine = (file: string, line: number) =>
      outcomes.find((outcome) => outcome.example.file === `docs/en/${file}` && outcome.example.line === line);

    // filenameHash: false, define, minified production output, the script tag, the log.
    expect(byLine('examples-good.mdx', 16)?.failures).toEqual([]);
    // A missing entry fails the build with Rspack's message.
    expect(byLine('examples-good.mdx', 35)?.failures).toEqual([]);
    // The dev server sends the configured header.
    expect(byLine('examples-good.mdx', 49)?.failures).toEqual([]);

    const wrong = byLine('examples-wrong.mdx', 11);
    expect(formatFailure(wrong!)).toEqual([
      'docs/en/examples-wrong.mdx:12: example at line 11 (build): expect dist/static/js/index.*.js exists\n    no file matches; dist/ has 2 file(s): dist/index.html, dist/static/js/index.js',
      'docs/en/examples-wrong.mdx:13: example at line 11 (build): expect dist/static/js/index.js not minified\n    dist/static/js/index.js is minified',
    ]);
    expect(byLine('examples-wrong.mdx', 22)?.failures[0].difference).toBe(
      'the run succeeded, but the page says it fails with "this build does not fail"',
    );
  }, 180_000);
});

describe('examples that share a worker process', () => {
  it('start from the default log level and environment, whatever the one before changed', async () => {
    const { examples, findings } = parseExamplePages([fixture('examples-isolation.mdx')]);
    expect(findings).toEqual([]);
    const outcomes = await runExamples(examples, { repoRoot, jobs: 1, keep: false });
    expect(outcomes.flatMap(formatFailure)).toEqual([]);
  }, 120_000);
});

describe('needsOwnProcess', () => {
  it('sends examples that set the environment, end the process or compile SWC Wasm plugins to a process of their own', () => {
    const files = (code: string) => ({ env: {}, files: { 'rsbuild.config.ts': code } });
    expect(needsOwnProcess({ env: { FOO: '1' }, files: {} })).toBe('sets environment variables');
    expect(needsOwnProcess(files('api.onExit(() => {})'))).toBe('uses onExit');
    expect(needsOwnProcess(files("import { pluginPreact } from '@rsbuild/plugin-preact';"))).toBe('uses SWC Wasm plugins');
    expect(needsOwnProcess(files("export default { tools: { swc: { jsc: { experimental: { plugins: [['p', {}]] } } } } };"))).toBe('uses SWC Wasm plugins');
    expect(needsOwnProcess(files("createServer().listen(8686);"))).toBe('starts a server of its own');
    expect(needsOwnProcess(files("export default { output: { minify: false } };"))).toBeUndefined();
  });
});

describe('removeProject', () => {
  it('retries a busy folder and warns instead of throwing when it still cannot be removed', () => {
    const calls: unknown[] = [];
    const failing = ((path: string, options: unknown) => {
      calls.push([path, options]);
      throw Object.assign(new Error("ENOTEMPTY: directory not empty, rmdir '/tmp/x/node_modules/.cache/rspack'"), { code: 'ENOTEMPTY' });
    }) as unknown as typeof import('node:fs').rmSync;
    const warnings: string[] = [];
    expect(() => removeProject('/tmp/x', failing, (message) => warnings.push(message))).not.toThrow();
    expect(calls).toEqual([['/tmp/x', { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }]]);
    expect(warnings).toEqual([expect.stringContaining('could not remove /tmp/x: ENOTEMPTY')]);
  });
});
