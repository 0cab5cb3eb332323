import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLoadOptions, formatLoadTable, loadFigure, loadTargets } from '../../scripts/bench/load';

const dirs: string[] = [];
function siteWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, 'static', 'js', file), '');
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const result = (stats: Record<string, number>, extra: Partial<autocannon.Result> = {}) =>
  ({
    requests: { average: 1234.5 },
    latency: { p50: 2, p99: 12.25 },
    statusCodeStats: Object.fromEntries(Object.entries(stats).map(([code, count]) => [code, { count }])),
    errors: 0,
    timeouts: 0,
    ...extra,
  }) as unknown as autocannon.Result;

describe('loadTargets', () => {
  it('picks a page, the hashed entry script and an unknown path', () => {
    const targets = loadTargets(siteWith(['index.0123abcd89.js', 'lib-react.0123abcd89.js']));
    expect(targets).toEqual([
      { name: 'HTML page', path: '/guide/start/quick-start', status: 200 },
      { name: 'hashed asset', path: '/static/js/index.0123abcd89.js', status: 200 },
      { name: '404', path: '/this/page/does-not-exist', status: 404 },
    ]);
  });

  it('refuses a build without exactly one hashed entry script', () => {
    expect(() => loadTargets(siteWith(['index.js']))).toThrow(/found 0/);
    expect(() => loadTargets(siteWith(['index.0123abcd89.js', 'index.9876fedc10.js']))).toThrow(/found 2/);
  });
});

describe('loadFigure', () => {
  const target = { name: '404', path: '/nope', status: 404 };

  it('reads requests per second and latency percentiles', () => {
    expect(loadFigure(target, result({ 404: 100 }))).toEqual({
      ...target,
      requestsPerSecond: 1234.5,
      p50Ms: 2,
      p99Ms: 12.25,
      requests: 100,
      wrongStatus: 0,
      errors: 0,
    });
  });

  it('counts answers with another status, and connection errors with timeouts', () => {
    const figure = loadFigure(target, result({ 404: 90, 200: 7, 500: 1 }, { errors: 2, timeouts: 1 }));
    expect(figure).toMatchObject({ requests: 98, wrongStatus: 8, errors: 3 });
    expect(loadFigure(target, result({})).requests).toBe(0);
  });
});

describe('formatLoadTable', () => {
  it('prints one row per target with req/s and p99', () => {
    const table = formatLoadTable([loadFigure({ name: 'HTML page', path: '/a', status: 200 }, result({ 200: 12345 }))], defaultLoadOptions);
    expect(table).toMatch(/^Load \(nginx, 1 worker, autocannon: 10 connections, 10 s per target, gzip\)/);
    expect(table).toMatch(/HTML page \(200\)\s+\/a\s+1,235\s+2\.0 ms\s+12\.3 ms\s+12,345\s+0\s+0$/m);
  });
});
