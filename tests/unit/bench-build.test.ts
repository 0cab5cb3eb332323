import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { descendants, nodeOptionsOfBuildScript, outputFigures, searchIndexFigures } from '../../scripts/bench/build';

describe('descendants', () => {
  it('finds the whole tree under a process and nothing beside it', () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(descendants(10, parentOf).sort()).toEqual([10, 11, 12, 13]);
    expect(descendants(12, parentOf)).toEqual([12]);
  });
});

describe('output and search index figures', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const index = JSON.stringify([{ title: 'Quick start', content: 'npm create rsbuild@latest '.repeat(50) }]);
  for (const [file, body] of Object.entries({
    'index.html': '<h1>home</h1>',
    '404.html': 'not found',
    'zh/404.html': '未找到',
    'zh/index.html': '首页',
    'guide/start/quick-start.html': 'quick',
    'static/js/index.js': 'js',
    'static/search/en/c57925f8/meta.json': index,
    'static/search/en/c57925f8/t0.json': '{}',
    'static/search/zh/2e2b5a4c/meta.json': '[]',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }

  it('counts HTML pages without the 404 pages, and every byte', () => {
    const bytes = [13, 9, 9, 6, 5, 2, index.length, 2, 2].reduce((a, b) => a + b);
    expect(outputFigures(root)).toEqual({ pages: 3, totalBytes: bytes });
  });

  it('sizes the search index of each language', () => {
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(searchIndexFigures(root)).toEqual([
      {
        lang: 'en',
        file: 'static/search/en/c57925f8',
        files: 2,
        raw: index.length + 2,
        gzip: gzip(index) + gzip('{}'),
        pageListGzip: gzip(index),
      },
      { lang: 'zh', file: 'static/search/zh/2e2b5a4c', files: 1, raw: 2, gzip: gzip('[]'), pageListGzip: gzip('[]') },
    ]);
  });
});

describe('nodeOptionsOfBuildScript', () => {
  it("reads the Node.js options of the build script, so the bench builds as npm run build does", () => {
    expect(nodeOptionsOfBuildScript('NODE_OPTIONS=--max-semi-space-size=64 rspress build && tsx x.ts')).toBe('--max-semi-space-size=64');
    expect(nodeOptionsOfBuildScript('rspress build && tsx x.ts')).toBeUndefined();
  });

  it('is the one package.json gives the build', () => {
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(nodeOptionsOfBuildScript(pkg.scripts.build)).toMatch(/^--max-semi-space-size=\d+$/);
  });
});
