/**
 * `npm run check:examples`: builds the documented examples of the English pages
 * with @rsbuild/core 1.3.22 and checks the effect each page describes.
 *
 *   --page <text>   only pages whose path contains the text (repeatable)
 *   --jobs <n>      examples built at the same time (default: CPU count)
 *   --keep          keep the temporary projects and print where they are
 */
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatFinding, type Finding, type PageFile } from '../check-docs/types';
import { parseExamplePages } from './parse';
import { formatFailure, runExamples } from './run';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIR = 'docs/en';

function parseArgs(argv: string[]) {
  const pages: string[] = [];
  let jobs = os.availableParallelism?.() ?? os.cpus().length;
  let keep = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--page') pages.push(argv[++index] ?? '');
    else if (arg === '--jobs') jobs = Number(argv[++index]);
    else if (arg === '--keep') keep = true;
    else throw new Error(`unknown argument ${arg}; known: --page <text>, --jobs <n>, --keep`);
  }
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs needs a positive whole number');
  return { pages, jobs, keep };
}

function readPages(filters: string[]): PageFile[] {
  const dir = path.join(repoRoot, SOURCE_DIR);
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `${SOURCE_DIR}/${name}`)
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort()
    .map((file) => ({ file, source: readFileSync(path.join(repoRoot, file), 'utf8') }));
}

async function main(): Promise<number> {
  const started = Date.now();
  const { pages: filters, jobs, keep } = parseArgs(process.argv.slice(2));
  const pages = readPages(filters);
  const { examples, findings } = parseExamplePages(pages);
  console.log(`check:examples: ${examples.length} example(s) on ${pages.length} English page(s), ${jobs} at a time`);

  let done = 0;
  const outcomes = await runExamples(examples, {
    repoRoot,
    jobs,
    keep,
    onDone: (outcome) => {
      done++;
      const mark = outcome.failures.length === 0 ? 'ok' : 'FAIL';
      const where = outcome.dir ? `  (${outcome.dir})` : '';
      console.log(`  ${mark.padEnd(4)} ${String(done).padStart(3)}/${examples.length} ${outcome.example.file}:${outcome.example.line} ${outcome.seconds.toFixed(1)} s${where}`);
    },
  });

  const failed = outcomes.filter((outcome) => outcome.failures.length > 0);
  const pagesWithExamples = new Set(examples.map((example) => example.file));
  const expectationCount = examples.reduce((sum, example) => sum + example.expectations.length, 0);

  console.log('\ncheck:examples report');
  console.log(`  ${examples.length} examples ran (${expectationCount} expectations) with @rsbuild/core@1.3.22`);
  console.log(`  ${pagesWithExamples.size} of ${pages.length} English pages have at least one`);
  const byFolder = new Map<string, number>();
  for (const example of examples) {
    const folder = example.file.slice(SOURCE_DIR.length + 1).split('/').slice(0, -1).join('/') || '.';
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  console.log(`  by folder: ${[...byFolder].sort().map(([folder, count]) => `${folder} ${count}`).join(', ')}`);
  const problems: string[] = [...findings.map((finding: Finding) => formatFinding(finding)), ...failed.flatMap(formatFailure)];
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  const total = findings.length + failed.length;
  console.log(
    `\n${total === 0 ? 'All examples did what their pages say' : `${failed.length} example(s) failed, ${findings.length} malformed check(s)`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return total === 0 ? 0 : 1;
}

main().then(
  (code) => {
    // Exit now: nothing an example left open (a timer, a socket) may keep the check running.
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
