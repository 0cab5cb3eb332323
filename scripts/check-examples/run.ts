/**
 * Builds documented examples in temporary projects with @rsbuild/core 1.3.22,
 * one child process each, several at a time, and evaluates their expectations.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ProjectFiles, type RunResult, evaluateExample, plain, requestKey } from './evaluate';
import type { Expectation, RunnableExample } from './parse';

export interface ExampleOutcome {
  example: RunnableExample;
  failures: Array<{ expectation: Expectation; difference: string }>;
  seconds: number;
  /** Project folder, when kept. */
  dir?: string;
}

export interface RunOptions {
  repoRoot: string;
  /** How many examples build at the same time. */
  jobs: number;
  /** Keep the temporary projects. */
  keep: boolean;
  /** Per-example limit; a run that takes longer fails with a timeout. */
  timeoutMs?: number;
  onDone?: (outcome: ExampleOutcome) => void;
}

const CHILD = path.join(import.meta.dirname, 'child.mjs');

/**
 * A folder whose node_modules mirrors the repository's, with @rsbuild/core
 * pointing at the 1.3.22 alias. Projects live one level below it, so every
 * package an example imports resolves as in a real project.
 */
export function createWorkspace(repoRoot: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-examples-'));
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(root, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '.bin' || entry.startsWith('.')) continue;
    if (entry === '@rsbuild') {
      mkdirSync(path.join(target, entry));
      for (const inner of readdirSync(path.join(source, entry))) {
        if (inner === 'core') continue;
        symlinkSync(path.join(source, entry, inner), path.join(target, entry, inner), 'dir');
      }
      symlinkSync(path.join(source, 'rsbuild-1-3'), path.join(target, '@rsbuild', 'core'), 'dir');
      continue;
    }
    symlinkSync(path.join(source, entry), path.join(target, entry), 'dir');
  }
  return root;
}

export function writeProject(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Every file of the project except node_modules, as text. */
export function readProject(dir: string): ProjectFiles {
  const files: ProjectFiles = new Map();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && statSync(full).size < 5_000_000) {
        files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function uniqueRequests(expectations: Expectation[]) {
  const requests = new Map<string, { key: string; path: string; headers: Record<string, string> }>();
  for (const expectation of expectations) {
    if (expectation.target !== 'request') continue;
    const key = requestKey(expectation.request);
    requests.set(key, { key, path: expectation.request.path, headers: expectation.request.headers });
  }
  return [...requests.values()];
}

/** Runs one example's command in a child process and reads what it left behind. */
export async function runExample(
  example: RunnableExample,
  projectDir: string,
  repoRoot: string,
  timeoutMs: number,
): Promise<{ result: RunResult; files: ProjectFiles }> {
  writeProject(projectDir, example.files);
  const jobFile = path.join(projectDir, '..', `${path.basename(projectDir)}.job.json`);
  const resultFile = path.join(projectDir, '..', `${path.basename(projectDir)}.result.json`);
  const usesServer = example.command === 'dev' || example.command === 'preview';
  writeFileSync(
    jobFile,
    JSON.stringify({
      root: projectDir,
      command: example.command,
      port: usesServer ? await freePort() : 0,
      requests: uniqueRequests(example.expectations),
      rsbuildPath: path.join(repoRoot, 'node_modules', 'rsbuild-1-3'),
    }),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NODE_TLS_REJECT_UNAUTHORIZED: '0' };
  // The parent's own mode (a test runner sets NODE_ENV=test) is not the reader's.
  delete env.NODE_ENV;
  delete env.CI;
  Object.assign(env, example.env);

  const output: string[] = [];
  const timedOut = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['--no-warnings', CHILD, jobFile, resultFile], { cwd: projectDir, env });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(true);
    }, timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

  let parsed: { ok: boolean; error?: string; responses: RunResult['responses'] } = { ok: false, responses: {} };
  try {
    parsed = JSON.parse(readFileSync(resultFile, 'utf8')) as typeof parsed;
  } catch {
    parsed.error = timedOut ? `timed out after ${timeoutMs / 1000} s` : 'the run ended without a result (crashed?)';
  }
  return {
    result: { ok: parsed.ok, error: parsed.error, output: plain(output.join('')), responses: parsed.responses },
    files: readProject(projectDir),
  };
}

/** Runs every example, `jobs` at a time; servers (dev, preview) one at a time. */
export async function runExamples(examples: RunnableExample[], options: RunOptions): Promise<ExampleOutcome[]> {
  const workspace = createWorkspace(options.repoRoot);
  const outcomes: ExampleOutcome[] = new Array(examples.length);
  let next = 0;
  let serverBusy: Promise<void> = Promise.resolve();

  const runOne = async (index: number) => {
    const example = examples[index];
    const dir = path.join(workspace, `e${String(index).padStart(3, '0')}`);
    mkdirSync(dir);
    const started = Date.now();
    const execute = async () => {
      const { result, files } = await runExample(example, dir, options.repoRoot, options.timeoutMs ?? 120_000);
      return evaluateExample(example.expectations, result, files);
    };
    let failures: ExampleOutcome['failures'];
    if (example.command === 'dev' || example.command === 'preview') {
      const previous = serverBusy;
      let release = () => {};
      serverBusy = new Promise((resolve) => {
        release = resolve;
      });
      await previous;
      try {
        failures = await execute();
      } finally {
        release();
      }
    } else failures = await execute();
    const outcome: ExampleOutcome = { example, failures, seconds: (Date.now() - started) / 1000, dir: options.keep ? dir : undefined };
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
    outcomes[index] = outcome;
    options.onDone?.(outcome);
  };

  const worker = async () => {
    while (next < examples.length) await runOne(next++);
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, examples.length)) }, worker));
  } finally {
    if (!options.keep) rmSync(workspace, { recursive: true, force: true });
  }
  return outcomes;
}

/** One report line per failed expectation: page, line, expectation, what differed. */
export function formatFailure(outcome: ExampleOutcome): string[] {
  const { example } = outcome;
  return outcome.failures.map(
    ({ expectation, difference }) =>
      `${example.file}:${expectation.line}: example at line ${example.line} (${example.command}): ${expectation.source}\n    ${difference}`,
  );
}
