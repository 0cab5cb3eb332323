import { describe, expect, it } from 'vitest';
import { benchmarkGroups, benchmarkSource } from '../../site/benchmark';
import {
  barProgress,
  barWidth,
  formatBenchmarkTime,
  largestTime,
} from '../../theme/components/Landing/benchmarkMath';

describe('bar widths', () => {
  it('takes the largest time across all groups as the full bar', () => {
    const groups = [
      { label: 'A', metrics: [{ desc: 'dev' as const, time: 1 }] },
      { label: 'B', metrics: [{ desc: 'dev' as const, time: 4 }, { desc: 'build' as const, time: 2 }] },
    ];
    expect(largestTime(groups)).toBe(4);
    expect(barWidth(4, 4)).toBe(1);
    expect(barWidth(2, 4)).toBe(0.5);
    expect(barWidth(1, 4)).toBe(0.25);
  });

  it('is zero for empty data and never exceeds the track', () => {
    expect(largestTime([])).toBe(0);
    expect(barWidth(1, 0)).toBe(0);
    expect(barWidth(0, 5)).toBe(0);
    expect(barWidth(6, 5)).toBe(1);
  });

  it('gives the site data one full bar, webpack + Babel build', () => {
    const max = largestTime(benchmarkGroups);
    expect(max).toBe(6.52);
    const full = benchmarkGroups.flatMap((g) => g.metrics.map((m) => ({ g: g.label, m }))).filter(({ m }) => barWidth(m.time, max) === 1);
    expect(full).toEqual([{ g: 'webpack + Babel', m: { desc: 'build', time: 6.52 } }]);
  });
});

describe('bar progress', () => {
  it('starts at zero and runs linearly for as many seconds as the time shown', () => {
    expect(barProgress(2, 0)).toBe(0);
    expect(barProgress(2, 0.5)).toBe(0.25);
    expect(barProgress(2, 1)).toBe(0.5);
    expect(barProgress(2, 2)).toBe(1);
    expect(barProgress(2, 10)).toBe(1);
    expect(barProgress(0.08, 0.04)).toBeCloseTo(0.5);
  });

  it('is complete at once for an infinite clock (reduced motion)', () => {
    expect(barProgress(6.52, Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('time formatting', () => {
  it('shows whole milliseconds under one second', () => {
    expect(formatBenchmarkTime(0)).toBe('0ms');
    expect(formatBenchmarkTime(0.08)).toBe('80ms');
    expect(formatBenchmarkTime(0.4149)).toBe('415ms');
    expect(formatBenchmarkTime(0.999)).toBe('999ms');
  });

  it('shows seconds with two decimals from one second on', () => {
    expect(formatBenchmarkTime(1)).toBe('1.00s');
    expect(formatBenchmarkTime(1.29)).toBe('1.29s');
    expect(formatBenchmarkTime(6.52)).toBe('6.52s');
    expect(formatBenchmarkTime(2.2)).toBe('2.20s');
  });

  it('never shows 1000ms', () => {
    expect(formatBenchmarkTime(0.9996)).toBe('1.00s');
  });
});

describe('benchmark data', () => {
  it('names a public source and only positive times', () => {
    expect(benchmarkSource.url).toMatch(/^https:\/\/github\.com\//);
    for (const group of benchmarkGroups) {
      expect(group.metrics.length).toBeGreaterThan(0);
      for (const metric of group.metrics) expect(metric.time).toBeGreaterThan(0);
    }
  });
});
