/**
 * Load check of the production serving setup: nginx with the generated rules
 * (scripts/serving/) on loopback, driven by autocannon for a fixed time per
 * target: a page, a content-hashed asset and a 404, each asked for with
 * Accept-Encoding: gzip as a browser does. Prints requests per second and
 * latency percentiles. `npm run bench` runs it after its other figures;
 * `tsx scripts/bench/load.ts` runs it alone (SITE_DIR, LOAD_SECONDS).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startNginx } from '../serving/nginx-server';
import { renderTable } from './report';

export interface LoadTarget {
  name: string;
  path: string;
  /** The status every answer must have. */
  status: number;
}

export interface LoadFigure extends LoadTarget {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with another status than the target's. */
  wrongStatus: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  workers: number | 'auto';
}

export const defaultLoadOptions: LoadOptions = { seconds: 10, connections: 10, workers: 1 };

/** The page, the largest entry script under static/js/ and an unknown path. */
export function loadTargets(siteDir: string): LoadTarget[] {
  const js = readdirSync(path.join(siteDir, 'static', 'js')).filter((name) => /^index\.[0-9a-f]{8,}\.js$/.test(name));
  if (js.length !== 1) throw new Error(`Expected one static/js/index.<hash>.js in ${siteDir}, found ${js.length}`);
  return [
    { name: 'HTML page', path: '/guide/start/quick-start', status: 200 },
    { name: 'hashed asset', path: `/static/js/${js[0]}`, status: 200 },
    { name: '404', path: '/this/page/does-not-exist', status: 404 },
  ];
}

/** The figures of one autocannon run. */
export function loadFigure(target: LoadTarget, result: autocannon.Result): LoadFigure {
  const expected = result.statusCodeStats?.[`${target.status}`]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, stat) => sum + (stat.count ?? 0), 0);
  return {
    ...target,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    wrongStatus: answered - expected,
    errors: result.errors + result.timeouts,
  };
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatLoadTable(figures: LoadFigure[], options: LoadOptions): string {
  const title =
    `Load (nginx, ${options.workers === 'auto' ? 'auto' : options.workers} worker${options.workers === 1 ? '' : 's'}, autocannon: ` +
    `${options.connections} connections, ${options.seconds} s per target, gzip)`;
  const rows = figures.map((f) => [
    `${f.name} (${f.status})`,
    f.path.length > 40 ? `${f.path.slice(0, 37)}...` : f.path,
    number(f.requestsPerSecond),
    `${number(f.p50Ms, 1)} ms`,
    `${number(f.p99Ms, 1)} ms`,
    number(f.requests),
    number(f.wrongStatus),
    number(f.errors),
  ]);
  return `${title}\n${renderTable(['', 'path', 'req/s', 'p50', 'p99', 'requests', 'other status', 'errors'], rows)}`;
}

/** Starts nginx on the built site, loads each target in turn, stops nginx. */
export async function measureLoad(siteDir: string, options: LoadOptions = defaultLoadOptions): Promise<LoadFigure[]> {
  const targets = loadTargets(siteDir);
  const server = await startNginx({ siteDir, workers: options.workers });
  try {
    const figures: LoadFigure[] = [];
    for (const target of targets) {
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        connections: options.connections,
        duration: options.seconds,
        headers: { 'accept-encoding': 'gzip' },
      });
      figures.push(loadFigure(target, result));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** For `npm run bench`: measures and prints the table, or says why it could not. */
export async function printLoadCheck(siteDir: string, options: LoadOptions = defaultLoadOptions): Promise<LoadFigure[] | null> {
  console.error(`Load check: nginx on loopback, ${options.seconds} s per target…`);
  try {
    const figures = await measureLoad(siteDir, options);
    console.log(`\n${formatLoadTable(figures, options)}`);
    return figures;
  } catch (error) {
    console.log(`\nLoad check skipped: ${(error as Error).message}`);
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.env.LOAD_SECONDS ?? defaultLoadOptions.seconds);
  const figures = await printLoadCheck(path.resolve(process.env.SITE_DIR ?? 'doc_build'), { ...defaultLoadOptions, seconds });
  if (!figures || figures.some((f) => f.wrongStatus > 0)) process.exitCode = 1;
}
