import { describe, expect, it } from 'vitest';
import {
  type Figure,
  compareFigures,
  figures,
  formatComparison,
  formatDiff,
  formatFigures,
  formatPercent,
  formatValue,
} from '../../scripts/bench/report';
import type { BenchResult } from '../../scripts/bench/types';

const result = (overrides: Partial<BenchResult> = {}): BenchResult => ({
  timestamp: '2025-01-01T00:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'CPU', totalMemBytes: 2 ** 33, platform: 'linux', node: 'v20.20.2', chromium: 'Chromium 1' },
  git: { commit: 'abcdef1234567890', dirty: false },
  build: { wallMs: 15000, peakRssTreeBytes: 1024 ** 3, peakRssProcessBytes: null },
  output: { pages: 126, totalBytes: 17 * 1024 ** 2 },
  firstLoad: [{ path: '/', js: { files: 6, raw: 700_000, gzip: 200_000 }, css: { files: 1, raw: 85_000, gzip: 16_000 } }],
  searchIndex: [{ lang: 'en', file: 'static/search/en/1', files: 3, raw: 450_000, gzip: 128_000, pageListGzip: 40_000 }],
  search: [
    {
      lang: 'zh',
      queries: 42,
      hitAt1: 0.88,
      hitAt3: 0.95,
      mrr: 0.912,
      answerP50Ms: 8.25,
      answerP95Ms: 21.5,
      queryP95Ms: 17.5,
      computeP95Ms: 6.1,
      firstQueryIndexGzip: 60 * 1024,
      misses: [],
    },
  ],
  lighthouse: [
    {
      path: '/',
      formFactor: 'mobile',
      runs: 3,
      performanceScores: [80, 90, 85],
      performance: 85,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2500,
      tbtMs: 150,
      cls: 0.01,
    },
  ],
  ...overrides,
});

describe('formatValue', () => {
  it('prints each unit readably', () => {
    expect(formatValue('bytes', 512)).toBe('512 B');
    expect(formatValue('bytes', 2048)).toBe('2.0 KiB');
    expect(formatValue('bytes', 1536 * 1024)).toBe('1.50 MiB');
    expect(formatValue('bytes', -2048)).toBe('-2.0 KiB');
    expect(formatValue('ms', 15234.6)).toBe('15,235 ms');
    expect(formatValue('ms', 12.34)).toBe('12.3 ms');
    expect(formatValue('ratio', 0.9512)).toBe('0.951');
    expect(formatValue('score', 97)).toBe('97');
    expect(formatValue('cls', 0.0123)).toBe('0.012');
    expect(formatValue('count', null)).toBe('—');
  });
});

describe('formatDiff and formatPercent', () => {
  it('signs the difference b - a in the figure unit', () => {
    expect(formatDiff('ms', 1000, 1250)).toBe('+250 ms');
    expect(formatDiff('bytes', 4096, 2048)).toBe('-2.0 KiB');
    expect(formatDiff('score', 90, 87)).toBe('-3');
    expect(formatDiff('cls', 0.1, 0.1)).toBe('±0.000');
    expect(formatDiff('count', 5, null)).toBe('—');
  });

  it('gives a percentage only where it means something', () => {
    expect(formatPercent('ms', 1000, 1250)).toBe('+25.0%');
    expect(formatPercent('bytes', 4096, 2048)).toBe('-50.0%');
    expect(formatPercent('count', 3, 3)).toBe('+0.0%');
    expect(formatPercent('score', 90, 87)).toBe('');
    expect(formatPercent('cls', 0.1, 0.2)).toBe('');
    expect(formatPercent('ratio', 0.9, 0.95)).toBe('');
    expect(formatPercent('bytes', 0, 10)).toBe('');
    expect(formatPercent('bytes', null, 10)).toBe('');
  });
});

describe('figures', () => {
  it('lists build, output, first load, search index and Lighthouse figures', () => {
    const all = figures(result());
    const find = (section: string, subject: string, name: string) =>
      all.find((f) => f.section.startsWith(section) && f.subject === subject && f.name === name)?.value;
    expect(find('Build', 'rspress build', 'wall time')).toBe(15000);
    expect(find('Build', 'rspress build', 'peak RSS (largest process)')).toBeNull();
    expect(find('Output', 'doc_build', 'pages')).toBe(126);
    expect(find('First load', '/', 'JS gzip')).toBe(200_000);
    expect(find('First load', '/', 'CSS raw')).toBe(85_000);
    expect(find('Search index', 'en', 'gzip')).toBe(128_000);
    expect(find('Search index', 'en', 'page list gzip')).toBe(40_000);
    expect(find('Search (', 'zh', 'MRR')).toBe(0.912);
    expect(find('Search (', 'zh', 'answer p95')).toBe(21.5);
    expect(find('Search (', 'zh', 'engine p95')).toBe(17.5);
    expect(find('Lighthouse', '/ mobile', 'perf')).toBe(85);
    expect(find('Lighthouse', '/ mobile', 'CLS')).toBe(0.01);
  });

  it('leaves out the build and Lighthouse when they were skipped', () => {
    const sections = new Set(figures(result({ build: null, lighthouse: null, search: null })).map((f) => f.section));
    expect([...sections]).toEqual(['Output', 'First load (before interactive)', 'Search index (all files)']);
  });

  it('prints one table per section with a column per figure', () => {
    const text = formatFigures(figures(result()));
    expect(text).toContain('Output\n           pages  total size\n---------  -----  ----------\ndoc_build    126   17.00 MiB');
    expect(text).toMatch(/^\/ mobile +85 +100 +96 +100 +2,500 ms +150 ms +0\.010$/m);
    expect(text).toMatch(/^zh +42 +0\.880 +0\.950 +0\.912 +8\.3 ms +21\.5 ms +17\.5 ms +6\.1 ms +60\.0 KiB$/m);
  });
});

describe('compareFigures and formatComparison', () => {
  const fig = (subject: string, value: number | null): Figure => ({ section: 'S', subject, name: 'size', unit: 'bytes', value });

  it('pairs figures by section, subject and name, keeping those only one side has', () => {
    expect(compareFigures([fig('x', 1), fig('gone', 2)], [fig('new', 3), fig('x', 4)])).toEqual([
      { section: 'S', label: 'x size', unit: 'bytes', a: 1, b: 4 },
      { section: 'S', label: 'gone size', unit: 'bytes', a: 2, b: null },
      { section: 'S', label: 'new size', unit: 'bytes', a: null, b: 3 },
    ]);
  });

  it('prints A, B, the difference and the percentage of each figure', () => {
    const a = result();
    const b = result({
      build: null,
      output: { pages: 127, totalBytes: 17 * 1024 ** 2 },
      lighthouse: [{ ...result().lighthouse![0], performance: 80, lcpMs: 3000 }],
    });
    const text = formatComparison(compareFigures(figures(a), figures(b)), ['A', 'B']);
    const row = (label: string) => text.split('\n').find((line) => line.startsWith(label))?.split(/ {2,}/);
    expect(row('doc_build pages')).toEqual(['doc_build pages', '126', '127', '+1', '+0.8%']);
    expect(row('doc_build total size')).toEqual(['doc_build total size', '17.00 MiB', '17.00 MiB', '±0 B', '+0.0%']);
    expect(row('rspress build wall time')).toEqual(['rspress build wall time', '15,000 ms', '—', '—']);
    expect(row('/ mobile perf')).toEqual(['/ mobile perf', '85', '80', '-5']);
    expect(row('/ mobile LCP')).toEqual(['/ mobile LCP', '2,500 ms', '3,000 ms', '+500 ms', '+20.0%']);
  });
});

describe('dev server figures', () => {
  /** The dev figures of a result that has only dev figures. */
  const devFigures = (dev: Record<string, unknown>) => {
    const result = { dev, build: null, output: { pages: 0, totalBytes: 0 }, firstLoad: [], searchIndex: [], lighthouse: null } as unknown as Parameters<typeof figures>[0];
    return figures(result).filter((figure) => figure.section.startsWith('Dev server'));
  };

  it('are a section of their own, in ms', () => {
    const dev = devFigures({ listenMs: 1100, htmlMs: 2800, shownMs: 6500, editPageMs: 970, editFragmentMs: 410, editDataMs: 7700, editSidebarMs: 380, route: '/plugins/dev/hooks', loadAverage: [4.5, 4.6, 6.7] });
    expect(dev.map((figure) => [figure.name, figure.value, figure.unit])).toEqual([
      ['start → listening', 1100, 'ms'],
      ['start → HTML', 2800, 'ms'],
      ['start → page shown', 6500, 'ms'],
      ['page edit → shown', 970, 'ms'],
      ['fragment edit → shown', 410, 'ms'],
      ['site data edit (UI string) → shown', 7700, 'ms'],
      ['sidebar edit → shown', 380, 'ms'],
    ]);
    expect(dev[0].section).toBe('Dev server (rspress dev; load average 4.5 4.6 6.7 at start)');
  });

  /** The first start and edits of a result, for the tests of what comes after them. */
  const firstStartAndEdits = {
    listenMs: 2100,
    htmlMs: 3800,
    shownMs: 6500,
    editPageMs: 400,
    editFragmentMs: 300,
    editDataMs: 300,
    editSidebarMs: 300,
    route: '/plugins/dev/hooks',
    loadAverage: [0.5, 0.6, 0.7],
  };

  it('add the next start of the same copy when the result has it', () => {
    const dev = devFigures({ ...firstStartAndEdits, nextStart: { listenMs: 900, htmlMs: 1900, shownMs: 4200 } });
    expect(dev.slice(-3).map((figure) => [figure.name, figure.value])).toEqual([
      ['next start → listening', 900],
      ['next start → HTML', 1900],
      ['next start → page shown', 4200],
    ]);
  });

  it('add the first start on each other page, under that page', () => {
    const dev = devFigures({ ...firstStartAndEdits, otherPages: [{ route: '/config/source/define', listenMs: 1350, htmlMs: 2250, shownMs: 4700 }] });
    expect(dev.slice(-3).map((figure) => [figure.subject, figure.name, figure.value])).toEqual([
      ['/config/source/define', 'start → listening', 1350],
      ['/config/source/define', 'start → HTML', 2250],
      ['/config/source/define', 'start → page shown', 4700],
    ]);
  });

  it("add the other page's title edit and next start when the result has them (an edit not shown is null)", () => {
    const timed = { route: '/config/source/define', listenMs: 1350, htmlMs: 2250, shownMs: 4700 };
    const next = { listenMs: 850, htmlMs: 1800, shownMs: 3600 };
    const dev = devFigures({ ...firstStartAndEdits, otherPages: [{ ...timed, editPageMs: 310, nextStart: next }, { ...timed, route: '/guide/start/index', editPageMs: null }] });
    expect(dev.slice(-8).map((figure) => [figure.subject, figure.name, figure.value])).toEqual([
      ['/config/source/define', 'page edit → shown', 310],
      ['/config/source/define', 'next start → listening', 850],
      ['/config/source/define', 'next start → HTML', 1800],
      ['/config/source/define', 'next start → page shown', 3600],
      ['/guide/start/index', 'start → listening', 1350],
      ['/guide/start/index', 'start → HTML', 2250],
      ['/guide/start/index', 'start → page shown', 4700],
      ['/guide/start/index', 'page edit → shown', null],
    ]);
  });
});
