import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYWORDS_FIELD, keywordsOf } from '../../../plugins/search-index';
import { isCjk } from '../../../theme/search/text';

/**
 * Concept words (frontmatter `search_keywords`, README "Add a page"): every
 * config, plugin and API page carries the words readers search its topic by,
 * English ones on the English page and Chinese ones on the Chinese twin.
 */
const docs = path.resolve(import.meta.dirname, '../../../docs');
const FOLDERS = ['config', 'plugins', 'api'];

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pagesUnder(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The frontmatter fields this test reads: `overview`, and the concept words
 * as the one-line YAML list the README asks for (`[a, b c, "d: e"]`).
 */
function frontmatterOf(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  const fields: Record<string, unknown> = {};
  if (!match) return fields;
  if (/^overview:\s*true\s*$/m.test(match[1])) fields.overview = true;
  const line = new RegExp(`^${KEYWORDS_FIELD}:(.*)$`, 'm').exec(match[1]);
  if (line) {
    const list = /^\s*\[(.*)\]\s*$/.exec(line[1]);
    fields[KEYWORDS_FIELD] = list
      ? [...list[1].matchAll(/\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^,]*)\s*(?:,|$)/g)]
          .map((item) => item[1].trim())
          .filter((item, index, all) => item !== '' || index < all.length - 1)
          .map((item) => (/^["']/.test(item) ? item.slice(1, -1) : item))
      : line[1].trim();
  }
  return fields;
}

/** The pages that need concept words: config, plugin and API pages, overviews aside. */
const pages = ['en', 'zh'].flatMap((lang) =>
  FOLDERS.flatMap((folder) => pagesUnder(path.join(docs, lang, folder))).map((file) => ({ lang, file: path.relative(docs, file), frontmatter: frontmatterOf(file) })),
);
const required = pages.filter(({ frontmatter }) => frontmatter.overview !== true);

describe('concept words', () => {
  it('finds the pages', () => {
    expect(required.length).toBeGreaterThan(200);
  });

  it(`every config, plugin and API page has ${KEYWORDS_FIELD}: English words in English, Chinese words in Chinese`, () => {
    const missing = required
      .filter(({ lang, frontmatter }) => {
        const words = keywordsOf({ frontmatter });
        return lang === 'zh' ? !words.some(isCjk) : words.length === 0 || words.some(isCjk);
      })
      .map(({ file }) => file);
    expect(missing, `pages without (or with the wrong language of) ${KEYWORDS_FIELD} in their frontmatter`).toEqual([]);
  });

  it(`${KEYWORDS_FIELD} is a list of words`, () => {
    const malformed = pages.filter(({ frontmatter }) => {
      const value = frontmatter[KEYWORDS_FIELD];
      return value !== undefined && !(Array.isArray(value) && value.every((word) => typeof word === 'string' && word.trim() !== ''));
    });
    expect(malformed.map(({ file }) => file)).toEqual([]);
  });
});
