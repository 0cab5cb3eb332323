import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReleasePost, readReleasePosts } from '../../plugins/release-posts';
import { formatReleaseDate, newestFirst } from '../../site/releases';

const fixtureDocs = path.join(import.meta.dirname, 'fixtures/release-docs');

describe('release posts', () => {
  it('lists every post of a language from its frontmatter, newest first, a post added later included', () => {
    const posts = readReleasePosts(fixtureDocs);
    expect(posts.en.map((post) => [post.link, post.date])).toEqual([
      ['/community/releases/v1-2', '2025-01-15'],
      ['/community/releases/v1-0', '2024-09-10'],
      ['/community/releases/v0-7', '2024-05-28'],
    ]);
    expect(posts.en[0]).toMatchObject({ title: 'Rsbuild 1.2', description: 'A post added after the others.' });
    expect(posts.zh).toEqual([{ link: '/zh/community/releases/v1-0', title: 'Rsbuild 1.0', date: '2024-09-10', description: '' }]);
  });

  it('lists the eight posts of the site in both languages, newest first', () => {
    const posts = readReleasePosts(path.resolve(import.meta.dirname, '../../docs'));
    const dates = ['2024-09-10', '2024-05-28', '2024-04-10', '2024-03-19', '2024-02-06', '2024-01-10', '2023-12-11', '2023-11-22'];
    expect(posts.en.map((post) => post.date)).toEqual(dates);
    expect(posts.zh.map((post) => post.date)).toEqual(dates);
    expect(posts.en.map((post) => post.title)).toEqual(['Rsbuild 1.0', ...[7, 6, 5, 4, 3, 2, 1].map((minor) => `Rsbuild 0.${minor}`)]);
    expect(posts.zh.every((post) => post.description.length > 0 && post.link.startsWith('/zh/'))).toBe(true);
  });

  it('refuses a post without a date, naming the file', () => {
    expect(() => parseReleasePost('# Rsbuild 0.1\n', 'en', 'v0-1.mdx')).toThrow(
      'docs/en/community/releases/v0-1.mdx: frontmatter needs published_at: YYYY-MM-DD (got nothing)',
    );
  });

  it('orders same-day posts by version and formats dates per language', () => {
    const day = (title: string) => ({ link: title, title, date: '2024-01-01', description: '' });
    expect(newestFirst([day('Rsbuild 0.9'), day('Rsbuild 0.10')]).map((post) => post.title)).toEqual(['Rsbuild 0.10', 'Rsbuild 0.9']);
    expect(formatReleaseDate('2023-11-22', 'en')).toBe('November 22, 2023');
    expect(formatReleaseDate('2023-11-22', 'zh')).toBe('2023 年 11 月 22 日');
  });
});
