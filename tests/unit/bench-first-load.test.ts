import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadKind, firstLoadTotals, sizesOf } from '../../scripts/bench/first-load';

const origin = 'http://127.0.0.1:4180';
const ok = (pathname: string, status = 200) => ({ url: `${origin}${pathname}`, status });

describe('firstLoadKind', () => {
  it('counts successful same-origin .js and .css', () => {
    expect(firstLoadKind(ok('/static/js/index.abc.js'), origin)).toBe('js');
    expect(firstLoadKind(ok('/static/css/styles.abc.css?v=1'), origin)).toBe('css');
  });

  it('leaves out the search index, other types, other origins and failed responses', () => {
    expect(firstLoadKind(ok('/static/search_index.en.abc.json'), origin)).toBeNull();
    expect(firstLoadKind(ok('/static/js/search_index.en.js'), origin)).toBeNull();
    expect(firstLoadKind(ok('/'), origin)).toBeNull();
    expect(firstLoadKind(ok('/logo.svg'), origin)).toBeNull();
    expect(firstLoadKind({ url: 'https://cdn.example.com/a.js', status: 200 }, origin)).toBeNull();
    expect(firstLoadKind(ok('/static/js/missing.js', 404), origin)).toBeNull();
    expect(firstLoadKind(ok('/static/js/cached.js', 304), origin)).toBeNull();
  });
});

describe('sizesOf', () => {
  it('gives the raw length and a gzip that round-trips', () => {
    const bytes = Buffer.from('const answer = 42;\n'.repeat(200));
    const sizes = sizesOf(bytes);
    expect(sizes.raw).toBe(bytes.length);
    expect(sizes.gzip).toBe(gzipSync(bytes, { level: 9 }).length);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(gunzipSync(gzipSync(bytes, { level: 9 })).equals(bytes)).toBe(true);
  });
});

describe('firstLoadTotals', () => {
  const files: Record<string, Buffer> = {
    '/static/js/index.js': Buffer.from('a'.repeat(1000)),
    '/static/js/async/route page.js': Buffer.from('b'.repeat(300)),
    '/static/css/styles.css': Buffer.from('body{margin:0}'),
  };
  const read = (pathname: string) => {
    const bytes = files[pathname];
    if (!bytes) throw new Error(`read an uncounted file: ${pathname}`);
    return bytes;
  };

  it('sums each counted file once, raw and gzip, by kind', () => {
    const totals = firstLoadTotals(
      [
        ok('/'),
        ok('/static/css/styles.css'),
        ok('/static/js/index.js'),
        ok('/static/js/index.js'),
        ok('/static/js/async/route%20page.js?x=1'),
        ok('/static/search_index.en.abc.json'),
        ok('/logo.svg'),
        { url: 'https://cdn.example.com/x.js', status: 200 },
      ],
      origin,
      read,
    );
    const gz = (name: string) => gzipSync(files[name], { level: 9 }).length;
    expect(totals.js).toEqual({
      files: 2,
      raw: 1300,
      gzip: gz('/static/js/index.js') + gz('/static/js/async/route page.js'),
    });
    expect(totals.css).toEqual({ files: 1, raw: 14, gzip: gz('/static/css/styles.css') });
  });

  it('is zero when nothing counts', () => {
    expect(firstLoadTotals([ok('/')], origin, read)).toEqual({
      js: { files: 0, raw: 0, gzip: 0 },
      css: { files: 0, raw: 0, gzip: 0 },
    });
  });
});
