import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chineseQueries, englishQueries } from '../../../scripts/search-eval/queries';
import { isCjk } from '../../../theme/search/text';

/** The reader questions of the search evaluation (issue #41): enough of them, and answers that are pages. */
const docs = path.resolve(import.meta.dirname, '../../../docs');

/** The source file of a route: /zh/config/server/proxy → docs/zh/config/server/proxy.mdx, /api/start/ → …/index.mdx. */
function pageExists(route: string): boolean {
  const [, lang, rest] = /^\/(zh\/)?(.*)$/.exec(route) ?? [];
  const base = path.join(docs, lang ? 'zh' : 'en', rest);
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].some((file) => existsSync(file));
}

describe('search query set', () => {
  it('has at least 150 questions, 60 of them Chinese', () => {
    expect(englishQueries.length + chineseQueries.length).toBeGreaterThanOrEqual(150);
    expect(chineseQueries.length).toBeGreaterThanOrEqual(60);
  });

  it('asks each question once per language, and Chinese questions on Chinese pages', () => {
    for (const queries of [englishQueries, chineseQueries]) {
      const seen = queries.map((q) => q.query.toLowerCase());
      expect(seen.filter((query, index) => seen.indexOf(query) !== index)).toEqual([]);
    }
    expect(englishQueries.filter((q) => isCjk(q.query)).map((q) => q.query)).toEqual([]);
    expect(chineseQueries.flatMap((q) => q.answers).filter((route) => !route.startsWith('/zh/'))).toEqual([]);
    expect(englishQueries.flatMap((q) => q.answers).filter((route) => route.startsWith('/zh/'))).toEqual([]);
  });

  it('lists answers that are pages of the site', () => {
    const missing = [...englishQueries, ...chineseQueries].flatMap(({ query, answers }) =>
      answers.filter((route) => !pageExists(route)).map((route) => `${query} → ${route}`),
    );
    expect(missing).toEqual([]);
  });
});
