/** Turns a result into figures, and figures into the printed tables (one result, or two compared). */
import type { BenchResult } from './types';

export type Unit = 'ms' | 'bytes' | 'count' | 'score' | 'cls' | 'ratio';

/** One number of a result: a column (`name`) of a row (`subject`) of a table (`section`). */
export interface Figure {
  section: string;
  subject: string;
  name: string;
  unit: Unit;
  value: number | null;
}

/** Every figure of a result, in print order. */
export function figures(result: BenchResult): Figure[] {
  const out: Figure[] = [];
  const add = (section: string, subject: string, name: string, unit: Unit, value: number | null) =>
    out.push({ section, subject, name, unit, value });
  if (result.dev) {
    const section = `Dev server (rspress dev; load average ${result.dev.loadAverage.join(' ')} at start)`;
    const subject = result.dev.route;
    add(section, subject, 'start → listening', 'ms', result.dev.listenMs);
    add(section, subject, 'start → HTML', 'ms', result.dev.htmlMs);
    add(section, subject, 'start → page shown', 'ms', result.dev.shownMs);
    add(section, subject, 'page edit → shown', 'ms', result.dev.editPageMs);
    add(section, subject, 'fragment edit → shown', 'ms', result.dev.editFragmentMs);
    add(section, subject, 'site data edit (UI string) → shown', 'ms', result.dev.editDataMs);
    if (result.dev.editSidebarMs !== undefined) add(section, subject, 'sidebar edit → shown', 'ms', result.dev.editSidebarMs);
    const next = result.dev.nextStart;
    if (next) {
      add(section, subject, 'next start → listening', 'ms', next.listenMs);
      add(section, subject, 'next start → HTML', 'ms', next.htmlMs);
      add(section, subject, 'next start → page shown', 'ms', next.shownMs);
    }
    for (const other of result.dev.otherPages ?? []) {
      add(section, other.route, 'start → listening', 'ms', other.listenMs);
      add(section, other.route, 'start → HTML', 'ms', other.htmlMs);
      add(section, other.route, 'start → page shown', 'ms', other.shownMs);
      if (other.editPageMs !== undefined) add(section, other.route, 'page edit → shown', 'ms', other.editPageMs);
      if (other.nextStart) {
        add(section, other.route, 'next start → listening', 'ms', other.nextStart.listenMs);
        add(section, other.route, 'next start → HTML', 'ms', other.nextStart.htmlMs);
        add(section, other.route, 'next start → page shown', 'ms', other.nextStart.shownMs);
      }
    }
  }
  if (result.build) {
    add('Build', 'rspress build', 'wall time', 'ms', result.build.wallMs);
    add('Build', 'rspress build', 'peak RSS (tree)', 'bytes', result.build.peakRssTreeBytes);
    add('Build', 'rspress build', 'peak RSS (largest process)', 'bytes', result.build.peakRssProcessBytes);
  }
  add('Output', 'doc_build', 'pages', 'count', result.output.pages);
  add('Output', 'doc_build', 'total size', 'bytes', result.output.totalBytes);
  for (const page of result.firstLoad) {
    for (const kind of ['js', 'css'] as const) {
      const label = kind.toUpperCase();
      add('First load (before interactive)', page.path, `${label} files`, 'count', page[kind].files);
      add('First load (before interactive)', page.path, `${label} raw`, 'bytes', page[kind].raw);
      add('First load (before interactive)', page.path, `${label} gzip`, 'bytes', page[kind].gzip);
    }
    if (page.mainThreadCompiles !== undefined) add('First load (before interactive)', page.path, 'main-thread compiles', 'count', page.mainThreadCompiles);
  }
  for (const index of result.searchIndex) {
    add('Search index (all files)', index.lang, 'files', 'count', index.files ?? null);
    add('Search index (all files)', index.lang, 'raw', 'bytes', index.raw);
    add('Search index (all files)', index.lang, 'gzip', 'bytes', index.gzip);
    add('Search index (all files)', index.lang, 'page list gzip', 'bytes', index.pageListGzip ?? null);
  }
  for (const search of result.search ?? []) {
    const section = 'Search (query set, in the panel of the built site)';
    add(section, search.lang, 'queries', 'count', search.queries);
    add(section, search.lang, 'hit@1', 'ratio', search.hitAt1);
    add(section, search.lang, 'hit@3', 'ratio', search.hitAt3);
    add(section, search.lang, 'MRR', 'ratio', search.mrr);
    add(section, search.lang, 'answer p50', 'ms', search.answerP50Ms);
    add(section, search.lang, 'answer p95', 'ms', search.answerP95Ms);
    add(section, search.lang, 'engine p95', 'ms', search.queryP95Ms);
    add(section, search.lang, 'compute p95', 'ms', search.computeP95Ms);
    add(section, search.lang, 'first query index gzip', 'bytes', search.firstQueryIndexGzip);
  }
  for (const lh of result.lighthouse ?? []) {
    const subject = `${lh.path} ${lh.formFactor}`;
    const section = `Lighthouse (median of ${lh.runs} by performance)`;
    add(section, subject, 'perf', 'score', lh.performance);
    add(section, subject, 'a11y', 'score', lh.accessibility);
    add(section, subject, 'best-practices', 'score', lh.bestPractices);
    add(section, subject, 'SEO', 'score', lh.seo);
    add(section, subject, 'LCP', 'ms', lh.lcpMs);
    add(section, subject, 'TBT', 'ms', lh.tbtMs);
    add(section, subject, 'CLS', 'cls', lh.cls);
  }
  return out;
}

const grouped = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A figure's value for reading: bytes in B/KiB/MiB, ms as whole ms, CLS to 3 decimals. */
export function formatValue(unit: Unit, value: number | null): string {
  if (value == null) return '—';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  switch (unit) {
    case 'bytes':
      if (abs < 1024) return `${sign}${abs} B`;
      if (abs < 1024 ** 2) return `${sign}${grouped(abs / 1024, 1)} KiB`;
      return `${sign}${grouped(abs / 1024 ** 2, 2)} MiB`;
    case 'ms':
      return abs < 100 ? `${sign}${grouped(abs, 1)} ms` : `${sign}${grouped(abs)} ms`;
    case 'ratio':
      return `${sign}${abs.toFixed(3)}`;
    case 'cls':
      return `${sign}${abs.toFixed(3)}`;
    default:
      return `${sign}${grouped(abs)}`;
  }
}

/** Lays out rows as a text table: first column left-aligned, the others right-aligned. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** One table per section: a row per subject, a column per figure name. */
export function formatFigures(all: Figure[]): string {
  return unique(all.map((f) => f.section))
    .map((section) => {
      const inSection = all.filter((f) => f.section === section);
      const names = unique(inSection.map((f) => f.name));
      const rows = unique(inSection.map((f) => f.subject)).map((subject) => [
        subject,
        ...names.map((name) => {
          const figure = inSection.find((f) => f.subject === subject && f.name === name);
          return figure ? formatValue(figure.unit, figure.value) : '';
        }),
      ]);
      return `${section}\n${renderTable(['', ...names], rows)}`;
    })
    .join('\n\n');
}

/** A figure of two results side by side; a value is null where that result lacks it. */
export interface ComparedFigure {
  section: string;
  label: string;
  unit: Unit;
  a: number | null;
  b: number | null;
}

const key = (f: Figure) => `${f.section}\u0000${f.subject}\u0000${f.name}`;

/** Pairs the figures of two results (those of `a` first, then any only in `b`). */
export function compareFigures(a: Figure[], b: Figure[]): ComparedFigure[] {
  const inB = new Map(b.map((f) => [key(f), f]));
  const inA = new Set(a.map(key));
  const pair = (f: Figure, va: number | null, vb: number | null): ComparedFigure => ({
    section: f.section,
    label: `${f.subject} ${f.name}`,
    unit: f.unit,
    a: va,
    b: vb,
  });
  return [
    ...a.map((f) => pair(f, f.value, inB.get(key(f))?.value ?? null)),
    ...b.filter((f) => !inA.has(key(f))).map((f) => pair(f, null, f.value)),
  ];
}

/** b - a with its sign ('±' when equal), in the figure's unit (scores in points); '—' when either is missing. */
export function formatDiff(unit: Unit, a: number | null, b: number | null): string {
  if (a == null || b == null) return '—';
  const diff = b - a;
  if (diff === 0) return `±${formatValue(unit, 0)}`;
  return diff > 0 ? `+${formatValue(unit, diff)}` : formatValue(unit, diff);
}

/** (b - a) / a as a signed percentage to one decimal; '' for scores and CLS, or when a is 0 or missing. */
export function formatPercent(unit: Unit, a: number | null, b: number | null): string {
  if (unit === 'score' || unit === 'cls' || unit === 'ratio' || a == null || b == null || a === 0) return '';
  const percent = ((b - a) / Math.abs(a)) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** The compare table: one section after another, each figure with A, B, B - A and %. */
export function formatComparison(compared: ComparedFigure[], labels: [string, string]): string {
  return unique(compared.map((c) => c.section))
    .map((section) => {
      const rows = compared
        .filter((c) => c.section === section)
        .map((c) => [
          c.label,
          formatValue(c.unit, c.a),
          formatValue(c.unit, c.b),
          formatDiff(c.unit, c.a, c.b),
          formatPercent(c.unit, c.a, c.b),
        ]);
      return `${section}\n${renderTable(['', labels[0], labels[1], 'B - A', '%'], rows)}`;
    })
    .join('\n\n');
}

/** One line naming where a result was measured: time, commit, machine, Node and Chromium. */
export function describeRun(result: BenchResult): string {
  const { machine, git } = result;
  const commit = `${git.commit.slice(0, 10)}${git.dirty ? ' (uncommitted changes)' : ''}`;
  const memory = `${Math.round(machine.totalMemBytes / 1024 ** 3)} GiB`;
  return `${result.timestamp} · commit ${commit} · ${machine.cpus} × ${machine.cpuModel}, ${memory} · Node ${machine.node} · ${machine.chromium}`;
}
