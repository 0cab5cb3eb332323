/** Shapes of the figures `npm run bench` writes to bench/results/*.json. */
import type { SearchLanguageFigures } from '../search-eval/measure';
import type { DevFigures } from './dev';

/** Raw and gzip size of some bytes (gzip: node:zlib level 9). */
export interface Sizes {
  raw: number;
  gzip: number;
}

/** JS or CSS a page loads before it is interactive. */
export interface AssetTotals extends Sizes {
  files: number;
}

export interface BuildFigures {
  wallMs: number;
  /** Peak of the summed VmRSS of the build's process tree, sampled every 100 ms. */
  peakRssTreeBytes: number;
  /** Peak RSS of the largest single process of the tree (GNU time %M); null without GNU time. */
  peakRssProcessBytes: number | null;
}

export interface OutputFigures {
  /** HTML pages in doc_build, 404 pages excluded. */
  pages: number;
  totalBytes: number;
}

export interface FirstLoadFigures {
  path: string;
  js: AssetTotals;
  css: AssetTotals;
  /** Functions V8 compiled on the main thread while the page loaded (scripts/bench/compiles.ts); absent in older files. */
  mainThreadCompiles?: number;
}

/** The site's search index of one language: every file of its folder (a query loads only some). */
export interface SearchIndexFigures extends Sizes {
  lang: string;
  /** The index folder, relative to doc_build. */
  file: string;
  files?: number;
  /** gzip of meta.json, the page list every first query loads. */
  pageListGzip?: number;
}

export type FormFactor = 'mobile' | 'desktop';

/** Scores (0–100) and metrics of one Lighthouse run. */
export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/** The median run (by performance score) of one page and form factor. */
export interface LighthouseFigures extends LighthouseRun {
  path: string;
  formFactor: FormFactor;
  runs: number;
  /** Performance score of every run, in run order. */
  performanceScores: (number | null)[];
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  totalMemBytes: number;
  platform: string;
  node: string;
  chromium: string;
}

export interface GitInfo {
  commit: string;
  dirty: boolean;
}

export interface BenchResult {
  timestamp: string;
  machine: MachineInfo;
  git: GitInfo;
  /** null with --no-build. */
  build: BuildFigures | null;
  output: OutputFigures;
  firstLoad: FirstLoadFigures[];
  searchIndex: SearchIndexFigures[];
  /** Quality and speed of the search query set, per language; null with --no-search (absent in older files). */
  search?: SearchLanguageFigures[] | null;
  /** null with --no-lighthouse. */
  lighthouse: LighthouseFigures[] | null;
  /** The dev server (rspress dev); null with --no-dev (absent in older files). */
  dev?: DevFigures | null;
}
