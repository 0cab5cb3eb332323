/** Command-line options of `npm run bench`. */
import type { FormFactor } from './types';

export interface BenchOptions {
  build: boolean;
  lighthouse: boolean;
  search: boolean;
  /** The dev server figures (scripts/bench/dev.ts). */
  dev: boolean;
  /** Only the dev server figures: no build, nothing else measured, no result file. */
  devOnly: boolean;
  runs: number;
  formFactors: FormFactor[];
  port: number;
  compare: [string, string] | null;
}

export const USAGE = `Usage: npm run bench -- [--no-build] [--no-lighthouse] [--no-search] [--no-dev] [--desktop] [--runs N]
       npm run bench -- --dev-only
       npm run bench -- --compare a.json b.json
  --no-build       reuse the existing doc_build/
  --no-lighthouse  skip the Lighthouse runs
  --no-search      skip the search query set
  --no-dev         skip the dev server figures (rspress dev: start to first page shown, edit to update shown)
  --dev-only       the dev server figures only (printed, no result file)
  --desktop        Lighthouse with the desktop preset too (mobile only by default)
  --runs N         Lighthouse runs per page and form factor (default 3; the median is reported)
  --compare A B    print the figures of two result files side by side, B - A (no build)
Env: BENCH_PORT    port of the static server (default 4180)`;

/** Parses argv (after `--`) and the BENCH_PORT variable; throws on anything unknown. */
export function parseArgs(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const options: BenchOptions = { build: true, lighthouse: true, search: true, dev: true, devOnly: false, runs: 3, formFactors: ['mobile'], port: Number(env.BENCH_PORT ?? 4180), compare: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-search') options.search = false;
    else if (arg === '--no-dev') options.dev = false;
    else if (arg === '--dev-only') options.devOnly = true;
    else if (arg === '--desktop') options.formFactors = ['mobile', 'desktop'];
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--compare') {
      const [a, b] = [argv[++i], argv[++i]];
      if (!a || !b) throw new Error('--compare needs two result files');
      options.compare = [a, b];
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (options.devOnly && !options.dev) throw new Error('--dev-only and --no-dev exclude each other');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number of at least 1');
  if (!Number.isInteger(options.port) || options.port < 1) throw new Error('BENCH_PORT needs a port number');
  return options;
}
