/** Ranking figures of a query set: hit@k and mean reciprocal rank, per language. */

/** Page paths of result links in panel order, anchors dropped, each page once. */
export function rankedPages(links: string[]): string[] {
  const pages: string[] = [];
  for (const link of links) {
    const page = link.replace(/[#?].*$/, '');
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** 1-based rank of the first answer, or undefined when none is listed. */
export function rankOf(pages: string[], answers: string[]): number | undefined {
  const index = pages.findIndex((page) => answers.includes(page));
  return index < 0 ? undefined : index + 1;
}

export interface QueryOutcome {
  query: string;
  rank: number | undefined;
  /** The first pages listed, for the report. */
  top: string[];
}

export interface RankingFigures {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
}

export function rankingFigures(outcomes: QueryOutcome[]): RankingFigures {
  const n = outcomes.length || 1;
  const hit = (k: number) => outcomes.filter((outcome) => outcome.rank !== undefined && outcome.rank <= k).length / n;
  const mrr = outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / n;
  return { queries: outcomes.length, hitAt1: hit(1), hitAt3: hit(3), mrr };
}

/** The p-th percentile (0–100) of values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
