import { describe, expect, it } from 'vitest';
import { medianRun, runFromLhr } from '../../scripts/bench/lighthouse-summary';

const run = (performance: number | null, id: string) => ({ performance, id });

describe('medianRun', () => {
  it('picks the middle run by performance score, not the middle run in order', () => {
    expect(medianRun([run(90, 'a'), run(70, 'b'), run(80, 'c')]).id).toBe('c');
    expect(medianRun([run(50, 'a'), run(99, 'b'), run(98, 'c'), run(10, 'd'), run(60, 'e')]).id).toBe('e');
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianRun([run(60, 'a'), run(90, 'b'), run(70, 'c'), run(80, 'd')]).id).toBe('c');
    expect(medianRun([run(42, 'a')]).id).toBe('a');
  });

  it('keeps run order among equal scores and ranks a missing score lowest', () => {
    expect(medianRun([run(80, 'a'), run(80, 'b'), run(80, 'c')]).id).toBe('b');
    expect(medianRun([run(0, 'a'), run(90, 'b'), run(null, 'c')]).id).toBe('a');
  });

  it('does not reorder its input, and refuses no runs', () => {
    const runs = [run(90, 'a'), run(70, 'b'), run(80, 'c')];
    medianRun(runs);
    expect(runs.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('runFromLhr', () => {
  it('turns category scores into 0–100 and reads the metrics', () => {
    const lhr = {
      categories: {
        performance: { score: 0.876 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 2345.6 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.012 },
      },
    };
    expect(runFromLhr(lhr)).toEqual({
      performance: 88,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      lcpMs: 2345.6,
      tbtMs: 120,
      cls: 0.012,
    });
  });

  it('gives null for missing categories and audits', () => {
    expect(runFromLhr({ categories: {}, audits: {} })).toEqual({
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
    });
  });
});
