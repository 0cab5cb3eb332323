/**
 * Builds documented examples in temporary projects with @rsbuild/core 1.3.22,
 * in reusable worker processes (or a process of their own, see needsOwnProcess),
 * several at a time, and evaluates their expectations.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
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
const WORKER = path.join(import.meta.dirname, 'worker.mjs');

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

interface Job {
  root: string;
  command: RunnableExample['command'];
  port: number;
  requests: ReturnType<typeof uniqueRequests>;
  rsbuildPath: string;
}

interface JobAnswer {
  ok: boolean;
  error?: string;
  responses: RunResult['responses'];
}

/** The environment every example runs in: no colours, the reader's mode, not the test runner's. */
function exampleEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NODE_TLS_REJECT_UNAUTHORIZED: '0' };
  // The parent's own mode (a test runner sets NODE_ENV=test) is not the reader's.
  delete env.NODE_ENV;
  delete env.CI;
  return Object.assign(env, extra);
}

/** Runs a job in a process of its own (the examples of needsOwnProcess, and any a worker could not finish). */
async function runInOwnProcess(job: Job, env: Record<string, string>, timeoutMs: number): Promise<{ answer: JobAnswer; output: string }> {
  const dir = path.dirname(job.root);
  const base = path.join(dir, `${path.basename(job.root)}.${Date.now()}`);
  const jobFile = `${base}.job.json`;
  const resultFile = `${base}.result.json`;
  writeFileSync(jobFile, JSON.stringify(job));
  const output: string[] = [];
  const timedOut = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['--no-warnings', CHILD, jobFile, resultFile], { cwd: job.root, env: exampleEnv(env) });
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
  let answer: JobAnswer = { ok: false, responses: {} };
  try {
    answer = JSON.parse(readFileSync(resultFile, 'utf8')) as JobAnswer;
  } catch {
    answer.error = timedOut ? `timed out after ${timeoutMs / 1000} s` : 'the run ended without a result (crashed?)';
  }
  return { answer, output: output.join('') };
}

/**
 * A process that runs examples one after another (worker.mjs): Node, Rsbuild
 * and the config loader start once. A crashed or stuck worker is replaced,
 * and its example runs again in a process of its own.
 */
class ExampleWorker {
  #child: ChildProcess | undefined;
  #stdout = '';
  #stderr = '';
  #next = 0;

  #start(): ChildProcess {
    const child = fork(WORKER, [], { env: exampleEnv(), stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: ['--no-warnings'] });
    child.stdout?.on('data', (chunk: Buffer) => {
      this.#stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr += chunk.toString();
    });
    this.#child = child;
    return child;
  }

  async run(job: Job, timeoutMs: number): Promise<{ answer: JobAnswer; output: string } | undefined> {
    const child = this.#child && this.#child.exitCode === null ? this.#child : this.#start();
    const id = ++this.#next;
    const marker = `@@example-done:${id}@@`;
    this.#stdout = '';
    this.#stderr = '';
    const answer = await new Promise<JobAnswer | undefined>((resolve) => {
      const onMessage = (message: { id: number; result: JobAnswer }) => {
        if (message.id === id) finish(message.result);
      };
      const onExit = () => finish(undefined);
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(undefined);
      }, timeoutMs);
      const finish = (result: JobAnswer | undefined) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(result);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, job });
    });
    if (!answer) {
      this.#child = undefined;
      return undefined;
    }
    // The output ends at the markers the worker writes after each example.
    const cut = (text: string) => (text.includes(marker) ? text.slice(0, text.indexOf(marker)) : text);
    const waitFor = async (read: () => string) => {
      for (let i = 0; i < 200 && !read().includes(marker); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([waitFor(() => this.#stdout), waitFor(() => this.#stderr)]);
    return { answer, output: cut(this.#stdout) + cut(this.#stderr) };
  }

  /** SIGKILL: Rsbuild answers SIGTERM with its own shutdown, which a worker that kept a server open survives. */
  stop(): void {
    this.#child?.kill('SIGKILL');
  }
}

/**
 * Why an example cannot share a worker process with others, or undefined if it
 * can: environment variables are read when packages load, `onExit` runs when
 * the process ends, servers the example starts itself stay open, and Rspack
 * keeps the SWC Wasm plugins it compiled (those of @rsbuild/plugin-preact) in
 * a cache inside the first project that used them, which is gone by the time
 * the next project asks for them.
 */
export function needsOwnProcess(example: Pick<RunnableExample, 'env' | 'files'>): string | undefined {
  if (Object.keys(example.env).length > 0) return 'sets environment variables';
  const sources = Object.values(example.files).join('\n');
  if (/\bonExit\b/.test(sources)) return 'uses onExit';
  // A server the example starts itself (a port taken on purpose, a proxy target) would outlive it in a worker.
  if (/\bcreateServer\(|\.listen\(/.test(sources)) return 'starts a server of its own';
  if (/@rsbuild\/plugin-preact|experimental[\s\S]*plugins/.test(sources)) return 'uses SWC Wasm plugins';
  return undefined;
}

/** Runs one example's command and reads what it left behind. */
export async function runExample(
  example: RunnableExample,
  projectDir: string,
  repoRoot: string,
  timeoutMs: number,
  worker?: ExampleWorker,
): Promise<{ result: RunResult; files: ProjectFiles }> {
  writeProject(projectDir, example.files);
  const usesServer = example.command === 'dev' || example.command === 'preview';
  const job: Job = {
    root: projectDir,
    command: example.command,
    port: usesServer ? await freePort() : 0,
    requests: uniqueRequests(example.expectations),
    rsbuildPath: path.join(repoRoot, 'node_modules', 'rsbuild-1-3'),
  };
  const ownProcess = !worker || needsOwnProcess(example) !== undefined;
  const run = (ownProcess ? undefined : await worker?.run(job, timeoutMs)) ?? (await runInOwnProcess(job, example.env, timeoutMs));
  return {
    result: { ok: run.answer.ok, error: run.answer.error, output: plain(run.output), responses: run.answer.responses },
    files: readProject(projectDir),
  };
}

/** Runs every example, `jobs` at a time; servers (dev, preview) one at a time. */
export async function runExamples(examples: RunnableExample[], options: RunOptions): Promise<ExampleOutcome[]> {
  const workspace = createWorkspace(options.repoRoot);
  const outcomes: ExampleOutcome[] = new Array(examples.length);
  let next = 0;
  let serverBusy: Promise<void> = Promise.resolve();

  const runOne = async (index: number, worker: ExampleWorker) => {
    const example = examples[index];
    const dir = path.join(workspace, `e${String(index).padStart(3, '0')}`);
    mkdirSync(dir);
    const started = Date.now();
    const execute = async () => {
      const { result, files } = await runExample(example, dir, options.repoRoot, options.timeoutMs ?? 120_000, worker);
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
    if (!options.keep) removeProject(dir);
    outcomes[index] = outcome;
    options.onDone?.(outcome);
  };

  const workers: ExampleWorker[] = [];
  const lane = async () => {
    const worker = new ExampleWorker();
    workers.push(worker);
    while (next < examples.length) await runOne(next++, worker);
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, examples.length)) }, lane));
  } finally {
    for (const worker of workers) worker.stop();
    if (!options.keep) removeProject(workspace);
  }
  return outcomes;
}

/**
 * Deletes a temporary project. Rspack's persistent cache (performance.buildCache)
 * may still be writing into node_modules/.cache after the build has resolved, and
 * rmdir then fails with ENOTEMPTY (it failed a fresh-clone run once): retry a few
 * times, and leave what still cannot be removed to the OS's temp cleanup with a
 * warning rather than failing the examples.
 */
export function removeProject(dir: string, remove: typeof rmSync = rmSync, warn: (message: string) => void = console.warn): void {
  try {
    remove(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  } catch (error) {
    warn(`check:examples: could not remove ${dir}: ${(error as Error).message}`);
  }
}

/** One report line per failed expectation: page, line, expectation, what differed. */
export function formatFailure(outcome: ExampleOutcome): string[] {
  const { example } = outcome;
  return outcome.failures.map(
    ({ expectation, difference }) =>
      `${example.file}:${expectation.line}: example at line ${example.line} (${example.command}): ${expectation.source}\n    ${difference}`,
  );
}
