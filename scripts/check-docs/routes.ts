import type { CheckOutcome, Finding } from './types';
import { pageKey } from './types';

export interface RouteRow {
  routeEn: string;
  /** undefined when the page is English only ("-" in the table). */
  routeZh: string | undefined;
  /** Source file under docs/<lang>/, e.g. config/dev/hmr.mdx. */
  source: string;
  line: number;
}

/** Reads the tab-separated route table (comment lines start with #, first row is the header). */
export function parseRoutesTable(tsv: string): RouteRow[] {
  const rows: RouteRow[] = [];
  tsv.split('\n').forEach((raw, index) => {
    const text = raw.replace(/\r$/, '');
    if (text.trim() === '' || text.startsWith('#') || text.startsWith('route_en\t')) return;
    const [routeEn, routeZh, source] = text.split('\t');
    if (!routeEn || !routeZh || !source) return;
    rows.push({ routeEn, routeZh: routeZh === '-' ? undefined : routeZh, source, line: index + 1 });
  });
  return rows;
}

/** The URL Rspress gives a page with clean URLs: `config/dev/hmr` → /config/dev/hmr, `api/start/index` → /api/start/. */
export function urlOfPage(lang: string, page: string, defaultLang = 'en'): string {
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  if (page === 'index') return `${prefix}/`;
  if (page.endsWith('/index')) return `${prefix}/${page.slice(0, -'index'.length)}`;
  return `${prefix}/${page}`;
}

/** The HTML file the static build writes for a URL. */
export function htmlFileOfUrl(url: string): string {
  const relative = url.replace(/^\//, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : `${relative}.html`;
}

/** Converts a route-exclude glob (`**`, `*`, `?`) to a regular expression over paths relative to docs/. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index];
    if (char === '*' && glob[index + 1] === '*') {
      const slash = glob[index + 2] === '/';
      pattern += slash ? '(?:.*/)?' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

export interface SpecialPage {
  /** Page key under docs/<lang>/ without extension, e.g. 404. */
  page: string;
  reason: string;
}

export interface RoutesInput {
  table: RouteRow[];
  tableFile: string;
  /** Page files, repository-relative (docs/en/config/dev/hmr.mdx). */
  docFiles: string[];
  /** Globs from the site's route.exclude, relative to docs/. */
  excludeGlobs: string[];
  /** Pages that are served but are outside the table on purpose (the 404 page). */
  specialPages: SpecialPage[];
  /** HTML files of the static build, relative to its folder, when a current build exists. */
  build?: { dir: string; htmlFiles: string[] };
}

export interface RoutesResult {
  findings: Finding[];
  routedPages: number;
  pendingRoutes: number;
  fragments: number;
  builtChecked: boolean;
}

export function checkRoutes(input: RoutesInput): RoutesResult {
  const findings: Finding[] = [];
  const excludes = input.excludeGlobs.map(globToRegExp);
  const bySource = new Map(input.table.map((row) => [row.source, row]));
  const special = new Set(input.specialPages.map((item) => item.page));
  const present = new Set<string>();
  const expectedHtml = new Map<string, string>();
  let fragments = 0;

  for (const file of input.docFiles) {
    const key = pageKey(file);
    if (!key) continue;
    const relative = file.slice('docs/'.length);
    if (excludes.some((pattern) => pattern.test(relative))) {
      fragments++;
      continue;
    }
    const url = urlOfPage(key.lang, key.page);
    if (special.has(key.page)) {
      expectedHtml.set(htmlFileOfUrl(url), file);
      continue;
    }
    const source = file.slice(`docs/${key.lang}/`.length);
    const row = bySource.get(source);
    if (!row) {
      findings.push({ file, line: 1, message: `page is not in the route table ${input.tableFile} (would be served at ${url})` });
      continue;
    }
    const tableUrl = key.lang === 'en' ? row.routeEn : row.routeZh;
    if (tableUrl === undefined) {
      findings.push({ file, line: 1, message: `${input.tableFile}:${row.line} lists this page as English only` });
      continue;
    }
    if (tableUrl !== url) {
      findings.push({ file, line: 1, message: `served at ${url}, but ${input.tableFile}:${row.line} says ${tableUrl}` });
      continue;
    }
    present.add(`${key.lang}:${source}`);
    expectedHtml.set(htmlFileOfUrl(url), file);
  }

  const pendingRoutes = input.table.filter((row) => !present.has(`en:${row.source}`)).length;

  if (input.build) {
    const built = new Set(input.build.htmlFiles);
    for (const [html, file] of expectedHtml) {
      if (!built.has(html)) findings.push({ file, line: 1, message: `not in the build: ${input.build.dir}/${html} is missing` });
    }
    for (const html of input.build.htmlFiles) {
      if (!expectedHtml.has(html)) {
        findings.push({ file: `${input.build.dir}/${html}`, line: 1, message: 'built page that no route of the table and no page source accounts for' });
      }
    }
  }

  return {
    findings,
    routedPages: present.size,
    pendingRoutes,
    fragments,
    builtChecked: input.build !== undefined,
  };
}

export function routesOutcome(result: RoutesResult, buildNote: string): CheckOutcome {
  return {
    name: 'Routes',
    findings: result.findings,
    summary: [
      `${result.routedPages} pages match their route; ${result.pendingRoutes} table routes have no page yet; ${result.fragments} fragments excluded`,
      result.builtChecked ? `build output checked (${buildNote})` : `build output not checked: ${buildNote}`,
    ],
  };
}
