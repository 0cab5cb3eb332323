/** Figures of the build itself and of what it wrote to doc_build. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sizesOf } from './first-load';
import type { BuildFigures, OutputFigures, SearchIndexFigures } from './types';

const GNU_TIME = '/usr/bin/time';
const SAMPLE_MS = 100;

/** Whether /usr/bin/time is GNU time (which supports -f %M). */
function hasGnuTime(): boolean {
  const probe = spawnSync(GNU_TIME, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && /GNU/.test(`${probe.stdout}${probe.stderr}`);
}

/** Every process id under `root` (itself included), given each process's parent. */
export function descendants(root: number, parentOf: Map<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
};

/** Sum of VmRSS (bytes) over the process tree under `root`, read from /proc. */
function treeRssBytes(root: number): number {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readOrEmpty(`/proc/${name}/stat`);
    // Fields after the parenthesised command name: state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (stat && Number.isFinite(ppid)) parentOf.set(Number(name), ppid);
  }
  return descendants(root, parentOf).reduce((sum, pid) => {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readOrEmpty(`/proc/${pid}/status`))?.[1];
    return sum + Number(kb ?? 0) * 1024;
  }, 0);
}

/** The Node.js options that package.json's build script gives Rspress (`NODE_OPTIONS=...`), if any. */
export function nodeOptionsOfBuildScript(script: string): string | undefined {
  return /(?:^|\s)NODE_OPTIONS=(\S+)/.exec(script)?.[1];
}

/**
 * Runs `npx rspress build` with the Node.js options of `npm run build`, and measures wall time, the peak
 * summed RSS of its process tree (sampled every 100 ms) and, under GNU time, the peak RSS of its largest process.
 * The build's output is shown only when it fails.
 */
export async function runBuild(cwd: string): Promise<BuildFigures> {
  const gnuTime = hasGnuTime();
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const timeFile = path.join(tmp, 'maxrss');
  const [command, args] = gnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', timeFile, 'npx', 'rspress', 'build']]
    : ['npx', ['rspress', 'build']];
  const started = performance.now();
  const buildScript = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.build ?? '';
  const nodeOptions = [process.env.NODE_OPTIONS, nodeOptionsOfBuildScript(buildScript)].filter(Boolean).join(' ');
  const env = nodeOptions ? { ...process.env, NODE_OPTIONS: nodeOptions } : process.env;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk));
  let peakRssTreeBytes = 0;
  const sample = () => (peakRssTreeBytes = Math.max(peakRssTreeBytes, treeRssBytes(child.pid!)));
  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const wallMs = Math.round(performance.now() - started);
  clearInterval(timer);
  try {
    if (code !== 0) throw new Error(`rspress build failed (exit ${code}):\n${log}`);
    const peakRssProcessBytes = gnuTime ? Number(readFileSync(timeFile, 'utf8').trim()) * 1024 : null;
    return { wallMs, peakRssTreeBytes, peakRssProcessBytes };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Every file under `dir`, recursively. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** HTML pages (404 pages excluded) and total bytes of the build output. */
export function outputFigures(root: string): OutputFigures {
  const files = walk(root);
  return {
    pages: files.filter((file) => file.endsWith('.html') && path.basename(file) !== '404.html').length,
    totalBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
  };
}

/** Raw and gzip size of each language's search index (search_index.<lang>.<hash>.json). */
export function searchIndexFigures(root: string): SearchIndexFigures[] {
  const searchDir = path.join(root, 'static', 'search');
  if (!existsSync(searchDir)) return [];
  return readdirSync(searchDir)
    .sort()
    .flatMap((lang) =>
      readdirSync(path.join(searchDir, lang)).map((hash) => {
        const folder = path.join(searchDir, lang, hash);
        const files = walk(folder);
        const sizes = files.map((file) => sizesOf(readFileSync(file)));
        return {
          lang,
          file: path.relative(root, folder),
          files: files.length,
          raw: sizes.reduce((sum, size) => sum + size.raw, 0),
          gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
          pageListGzip: sizesOf(readFileSync(path.join(folder, 'meta.json'))).gzip,
        };
      }),
    );
}
