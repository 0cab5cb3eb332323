/** The search figures of a built site: ranking quality per language, query time, first-query index bytes. */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/chromium';
import { type QueryOutcome, type RankingFigures, percentile, rankingFigures } from './metrics';
import { firstQueryIndexBytes, runQueries } from './panel';
import { type SearchQuery, chineseQueries, englishQueries } from './queries';

export interface SearchLanguageFigures extends RankingFigures {
  lang: 'en' | 'zh';
  /**
   * p50 and p95 of the time from a query (the 150 ms debounce over) to its answer in the
   * DOM, ms: index files loaded on the way (those the panel prefetched during the debounce
   * are in by then), the engine's work and React's render.
   */
  answerP50Ms: number;
  answerP95Ms: number;
  /** p95 of the engine's part of it (search:query), ms. */
  queryP95Ms: number;
  /** p95 of the work in the page for a query, without waiting for index files, ms. */
  computeP95Ms: number;
  /** Index bytes (gzip) the first query of a fresh page loads, for the set's first query. */
  firstQueryIndexGzip: number;
  misses: QueryOutcome[];
}

export const querySets: Array<{ lang: 'en' | 'zh'; startUrl: string; queries: SearchQuery[] }> = [
  { lang: 'en', startUrl: '/guide/start/', queries: englishQueries },
  { lang: 'zh', startUrl: '/zh/guide/start/', queries: chineseQueries },
];

export async function measureSearch(origin: string, siteDir: string): Promise<SearchLanguageFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const figures: SearchLanguageFigures[] = [];
    for (const { lang, startUrl, queries } of querySets) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
      const run = await runQueries(page, origin + startUrl, queries);
      await context.close();
      const first = await firstQueryIndexBytes(browser, origin + startUrl, queries[0].query, siteDir);
      figures.push({
        lang,
        ...rankingFigures(run.outcomes),
        answerP50Ms: percentile(run.answerMs, 50),
        answerP95Ms: percentile(run.answerMs, 95),
        queryP95Ms: percentile(run.queryMs, 95),
        computeP95Ms: percentile(run.computeMs, 95),
        firstQueryIndexGzip: first.gzip,
        misses: run.outcomes.filter((outcome) => outcome.rank === undefined || outcome.rank > 1),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export function formatSearchFigures(figures: SearchLanguageFigures[]): string {
  const lines = ['lang  queries  hit@1  hit@3  MRR    answer p50/p95 ms  engine p95 ms  compute p95 ms  first query index (gzip)'];
  for (const f of figures) {
    lines.push(
      `${f.lang.padEnd(6)}${String(f.queries).padEnd(9)}${f.hitAt1.toFixed(2).padEnd(7)}${f.hitAt3.toFixed(2).padEnd(7)}${f.mrr.toFixed(3).padEnd(7)}${`${f.answerP50Ms.toFixed(1)} / ${f.answerP95Ms.toFixed(1)}`.padEnd(19)}${f.queryP95Ms.toFixed(1).padEnd(15)}${f.computeP95Ms.toFixed(1).padEnd(16)}${(f.firstQueryIndexGzip / 1024).toFixed(1)} KiB`,
    );
  }
  return [...lines, formatSearchMisses(figures)].filter(Boolean).join('\n');
}

/** Every query whose first answer is not one of its pages. */
export function formatSearchMisses(figures: SearchLanguageFigures[]): string {
  const lines: string[] = [];
  for (const f of figures) {
    for (const miss of f.misses) lines.push(`  ${f.lang} rank ${miss.rank ?? '—'}: "${miss.query}" → ${miss.top.join(', ') || 'no results'}`);
  }
  return lines.join('\n');
}
