/** Pure Lighthouse helpers: one run's figures from its report, and the median run. */
import type { LighthouseRun } from './types';

/** The parts of a Lighthouse result (LH.Result) that the bench reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const score = (lhr: LhrLike, id: string) => {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
};

const metric = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? null;

/** Scores (0–100) and LCP, TBT, CLS of one Lighthouse report. */
export function runFromLhr(lhr: LhrLike): LighthouseRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/**
 * The median run by performance score: runs sorted by score (a missing score lowest,
 * ties in run order), the middle one; with an even count, the lower of the two middles.
 */
export function medianRun<T extends { performance: number | null }>(runs: T[]): T {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
