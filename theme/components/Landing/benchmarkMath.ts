import type { BenchmarkGroup } from '../../../site/benchmark';

/** Largest time across all groups: the 100 % bar. */
export function largestTime(groups: readonly BenchmarkGroup[]): number {
  let max = 0;
  for (const group of groups) {
    for (const metric of group.metrics) max = Math.max(max, metric.time);
  }
  return max;
}

/** Final bar width as a fraction of the track (0 to 1). */
export function barWidth(time: number, maxTime: number): number {
  if (!(maxTime > 0) || !(time > 0)) return 0;
  return Math.min(time / maxTime, 1);
}

/**
 * How far one bar is, 0 to 1, `elapsed` seconds after the chart started.
 * Each bar runs linearly for as many seconds as the time it shows.
 */
export function barProgress(time: number, elapsed: number): number {
  if (!(time > 0)) return 1;
  if (!(elapsed > 0)) return 0;
  return Math.min(elapsed / time, 1);
}

/** Readout of a time in seconds: whole milliseconds under 1 s, else seconds with two decimals. */
export function formatBenchmarkTime(seconds: number): string {
  const safe = Math.max(0, seconds);
  if (safe < 1) {
    // 0.9996 s rounds to 1000 ms: show it as seconds instead.
    const ms = Math.round(safe * 1000);
    return ms < 1000 ? `${ms}ms` : '1.00s';
  }
  return `${safe.toFixed(2)}s`;
}
