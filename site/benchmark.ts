/**
 * Build-time figures shown in the landing page's benchmark chart.
 *
 * Source: the public `performance-compare` benchmark maintained by the Rspack
 * team (https://github.com/rspack-contrib/performance-compare, formerly
 * web-infra-dev/performance-compare): a React app of 1,000 components, each
 * tool started, changed and built three times and averaged.
 * "dev" is dev-server start plus first page load, "build" a production build,
 * "hmr" a hot update after editing a component.
 *
 * The figures are the ones the Rsbuild team published with that benchmark on
 * the Rsbuild home page (web-infra-dev/rsbuild, website/theme/components/
 * Benchmark.tsx, Rsbuild 1.x). The run itself is not dated there; the Vite +
 * SWC figures (1.29 s dev, 1.39 s build) are the same as in the Rsbuild 1.0
 * announcement of 2024-09-10, so they date from the Rsbuild 1.0 period.
 * Update them only from a newer published run, never by hand.
 */
export interface BenchmarkMetric {
  /** Which measurement: a key of `benchmarkMetricLabels`. */
  desc: BenchmarkMetricKey;
  /** Time in seconds. */
  time: number;
}

export interface BenchmarkGroup {
  /** Tool name, shown as written in every language. */
  label: string;
  metrics: BenchmarkMetric[];
}

export type BenchmarkMetricKey = 'dev' | 'build' | 'hmr';

export const benchmarkSource = {
  name: 'performance-compare',
  url: 'https://github.com/rspack-contrib/performance-compare',
  /** The case the figures come from. */
  scenario: '1,000 React components',
  /** When the figures were published: the Rsbuild 1.0 period (announcement 2024-09-10). */
  period: '2024',
  publishedIn: 'https://github.com/web-infra-dev/rsbuild/blob/main/website/theme/components/Benchmark.tsx',
  crossCheck: 'https://rsbuild.rs/community/releases/v1-0#performance',
} as const;

export const benchmarkGroups: BenchmarkGroup[] = [
  {
    label: 'Rsbuild',
    metrics: [
      { desc: 'dev', time: 0.41 },
      { desc: 'build', time: 0.28 },
      { desc: 'hmr', time: 0.08 },
    ],
  },
  {
    label: 'Vite + SWC',
    metrics: [
      { desc: 'dev', time: 1.29 },
      { desc: 'build', time: 1.39 },
      { desc: 'hmr', time: 0.05 },
    ],
  },
  {
    label: 'webpack + SWC',
    metrics: [
      { desc: 'dev', time: 2.26 },
      { desc: 'build', time: 2.01 },
      { desc: 'hmr', time: 0.2 },
    ],
  },
  {
    label: 'webpack + Babel',
    metrics: [
      { desc: 'dev', time: 5.02 },
      { desc: 'build', time: 6.52 },
      { desc: 'hmr', time: 0.2 },
    ],
  },
];
