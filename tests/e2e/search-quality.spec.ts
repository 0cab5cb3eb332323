import { chromium } from '@playwright/test';
import { budgets } from '../../site/budgets';
import { rankingFigures } from '../../scripts/search-eval/metrics';
import { firstQueryIndexBytes, runQueries } from '../../scripts/search-eval/panel';
import { chineseQueries, englishQueries } from '../../scripts/search-eval/queries';
import { expect, siteDir, test } from './fixtures';

/**
 * The reader questions of scripts/search-eval/queries.ts, typed into the
 * search panel of the built site: the answers must come first (hit@1, hit@3
 * and MRR targets per language, issue #41), and a first query must not load more index than the
 * budget allows.
 */
test.describe('search quality', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [lang, url, queries] of [
    ['en', '/guide/start/', englishQueries],
    ['zh', '/zh/guide/start/', chineseQueries],
  ] as const) {
    test(`${lang}: ${queries.length} reader questions find their answer (hit@1 ≥ 0.85, hit@3 ≥ 0.95, MRR ≥ 0.8)`, async ({ page }) => {
      const run = await runQueries(page, url, queries);
      const figures = rankingFigures(run.outcomes);
      const misses = run.outcomes.filter((o) => !o.rank || o.rank > 3).map((o) => `"${o.query}" → ${o.top.join(', ') || 'nothing'}`);
      const notFirst = run.outcomes.filter((o) => o.rank !== 1).map((o) => `"${o.query}" → ${o.top.join(', ') || 'nothing'}`);
      expect(figures.hitAt1, notFirst.join('\n')).toBeGreaterThanOrEqual(0.85);
      expect(figures.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
      expect(figures.mrr, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
    });
  }

  test(`a first query loads at most ${budgets.searchFirstQueryIndexGzip / 1000} KB gzip of index`, async ({ baseURL }) => {
    const browser = await chromium.launch(test.info().project.use.launchOptions);
    try {
      for (const [url, query] of [
        ['/guide/start/', 'config'],
        ['/guide/start/', 'how do I change the output directory'],
        ['/zh/guide/start/', 'HTML 模板'],
        ['/zh/guide/start/', '开发服务器端口'],
      ] as const) {
        const { gzip, files } = await firstQueryIndexBytes(browser, `${baseURL}${url}`, query, siteDir);
        expect(files.some((file) => file.endsWith('/meta.json'))).toBe(true);
        expect(gzip, `${query}: ${files.join(', ')}`).toBeLessThanOrEqual(budgets.searchFirstQueryIndexGzip);
      }
    } finally {
      await browser.close();
    }
  });
});
