/**
 * `npm run bench`: builds the site and prints its figures — build time and memory, output
 * size, first-load JS/CSS and Lighthouse scores of ten pages (five kinds of page in both
 * languages), search index sizes, and search quality and speed (the query set of
 * scripts/search-eval), and the dev server's (start to first page shown, edit to update shown,
 * scripts/bench/dev.ts) — and writes them to bench/results/<timestamp>.json and
 * bench/results/latest.json.
 * `npm run bench -- --compare a.json b.json` prints two such files side by side.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BenchOptions, USAGE, parseArgs } from './args';
import { outputFigures, runBuild, searchIndexFigures } from './build';
import { measureDevInChromium } from './dev';
import { GZIP_LEVEL } from './first-load';
import { measureLighthouse } from './lighthouse';
import { printLoadCheck } from './load';
import { gitInfo, machineInfo } from './machine';
import { measureFirstLoad } from './page-load';
import { compareFigures, describeRun, figures, formatComparison, formatFigures } from './report';
import { formatSearchMisses, measureSearch } from '../search-eval/measure';
import { startSiteServer } from './server';
import type { BenchResult } from './types';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(repoRoot, 'doc_build');
const resultsDir = path.join(repoRoot, 'bench', 'results');

/**
 * The measured pages: the home page, a guide page, a config page, a plugin page and a
 * release post, in English and in Chinese.
 */
export const BENCH_PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/source/define',
  '/plugins/list/plugin-react',
  '/community/releases/v1-0',
].flatMap((page) => [page, page === '/' ? '/zh/' : `/zh${page}`]);

function pagesToMeasure(): string[] {
  const missing = BENCH_PAGES.filter((page) => !existsSync(path.join(buildDir, page.endsWith('/') ? `${page}index.html` : `${page}.html`)));
  if (missing.length > 0) throw new Error(`doc_build lacks pages the bench measures: ${missing.join(', ')}`);
  return BENCH_PAGES;
}

/** Builds (unless --no-build), measures, writes the JSON files and prints the tables. */
async function bench(options: BenchOptions): Promise<void> {
  const timestamp = new Date().toISOString();
  const git = gitInfo(repoRoot);
  // First, before the build's output is served: the dev server on a copy of the site.
  if (options.dev) console.error('Timing the dev server (rspress dev on a copy of the site)…');
  const dev = options.dev ? await measureDevInChromium(repoRoot) : null;
  if (options.build) console.error('Building the site (npx rspress build)…');
  const build = options.build ? await runBuild(repoRoot) : null;
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No doc_build/index.html: run "npm run build" first, or drop --no-build.');
  }
  const pages = pagesToMeasure();
  const server = await startSiteServer(repoRoot, options.port);
  let result: BenchResult;
  try {
    console.error(`Recording first loads on ${server.origin}…`);
    const firstLoad = await measureFirstLoad(server.origin, pages, buildDir);
    const lighthouse = options.lighthouse ? await measureLighthouse(server.origin, pages, options.runs, options.formFactors) : null;
    if (options.search) console.error('Running the search query set…');
    const search = options.search ? await measureSearch(server.origin, buildDir) : null;
    result = {
      timestamp,
      machine: machineInfo(),
      git,
      build,
      output: outputFigures(buildDir),
      firstLoad,
      searchIndex: searchIndexFigures(buildDir),
      search,
      lighthouse,
      dev,
    };
  } finally {
    await server.stop();
  }
  mkdirSync(resultsDir, { recursive: true });
  const stamp = result.timestamp.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const file = path.join(resultsDir, `${stamp}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  console.log(`\n${describeRun(result)}`);
  console.log(`gzip: node:zlib level ${GZIP_LEVEL}; first load = same-origin .js/.css until load + network idle\n`);
  console.log(formatFigures(figures(result)));
  // The search figures are in the table above; the queries behind them are listed here.
  const misses = result.search ? formatSearchMisses(result.search) : '';
  if (misses) console.log(`\nSearch query set (scripts/search-eval), every miss and lower answer:\n${misses}`);
  await printLoadCheck(buildDir);
  console.log(`\nWrote ${path.relative(repoRoot, file)} and bench/results/latest.json`);
}

/** --dev-only: prints the dev server figures, writes no file. */
async function benchDev(): Promise<void> {
  console.error('Timing the dev server (rspress dev on a copy of the site)…');
  const dev = await measureDevInChromium(repoRoot);
  const partial = { dev, build: null, output: { pages: 0, totalBytes: 0 }, firstLoad: [], searchIndex: [], lighthouse: null } as unknown as BenchResult;
  console.log(formatFigures(figures(partial).filter((figure) => figure.section.startsWith('Dev server'))));
}

/** Prints the figures of two result files side by side. */
function compare([fileA, fileB]: [string, string]): void {
  const [a, b] = [fileA, fileB].map((file) => JSON.parse(readFileSync(file, 'utf8')) as BenchResult);
  console.log(`A: ${fileA}\n   ${describeRun(a)}`);
  console.log(`B: ${fileB}\n   ${describeRun(b)}\n`);
  console.log(formatComparison(compareFigures(figures(a), figures(b)), ['A', 'B']));
}

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
try {
  if (options.compare) compare(options.compare);
  else if (options.devOnly) await benchDev();
  else await bench(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
