/**
 * `npm run check:docs`: verifies the pages against the package they document.
 *
 *   1. Config facts   option exists, Type and Default agree with @rsbuild/core 1.3.22
 *   2. Examples       every rsbuild.config.ts block type-checks
 *   3. Parity         en/zh twins agree in headings, code and links
 *   4. Routes         pages match the route table (and the build, when current)
 *   5. API coverage   plugin API, Rsbuild instance, core exports and plugin options have sections
 *   6. Anchors        every #anchor of a same-site link exists in the built HTML (needs a build)
 *   7. Releases       release posts link only PRs of their release range, one per headline section
 *                     and breaking change (offline, from site/release-prs.ts)
 *   8. Versions       a heading of what arrived after 1.0 shows its first release, nothing from 1.0 shows
 *                     one, and a key whose accepted forms grew names the release in its section
 *                     (site/since.json, site/shape-changes.ts; scripts/versions/ writes the data)
 *
 * Options: --only config,examples,parity,routes,api,anchors,releases,versions   run a subset
 *          --require-build                         fail when doc_build/ is missing or stale
 *          --page <page or folder>                 one page (both languages), e.g. --page config/source/define:
 *                                                  its examples are type-checked, the other checks report its
 *                                                  findings only (whole-site findings are left out)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { allowlist } from './allowlist';
import { pageMatcher, parseArgs } from './args';
import { anchorsOutcome, checkAnchors } from './anchors';
import { API_MODULE_TEXT, apiCoverageOutcome, checkApiCoverage, readApiTargets } from './api-coverage';
import { checkConfigFacts, configFactsOutcome } from './config-facts';
import { SCHEMA_MODULE_TEXT, createConfigSchema } from './config-schema';
import { checkExamples, collectExamples, exampleFiles, examplesOutcome } from './examples';
import { checkParity, parityOutcome } from './parity';
import { checkReleaseLinks, releaseLinksOutcome } from './release-links';
import { releaseLines } from '../../site/release-prs';
import { SHAPE_CHANGES, TYPE_ONLY_CHANGES } from '../../site/shape-changes';
import { checkShapeNotes, checkSince, sinceOutcome } from './since';
import { readSinceData } from '../versions/since-data';
import { type SpecialPage, checkRoutes, globToRegExp, parseRoutesTable, routesOutcome } from './routes';
import { loadRunningDefaults } from './running-defaults';
import { readRouteExclude } from './site-config';
import { createDocsProgram } from './ts-program';
import { type CheckOutcome, type PageFile, formatFinding } from './types';
import { syntaxOutcome } from './syntax';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(repoRoot, 'docs');
const buildDir = 'doc_build';
const routesTableFile = 'site/routes.tsv';

/** Served pages that the route table does not list, on purpose. */
const specialPages: SpecialPage[] = [
  { page: '404', reason: 'the not-found page (page type 404), served as /404 and /zh/404' },
];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function readPages(): PageFile[] {
  return readdirSync(docsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'public')
    .flatMap((entry) => walk(path.join(docsDir, entry.name)))
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({ file: path.relative(repoRoot, file).split(path.sep).join('/'), source: readFileSync(file, 'utf8') }));
}

/** The build is current when it is newer than every input of the site. */
function buildState(): { htmlFiles: string[] } | { reason: string } {
  const dir = path.join(repoRoot, buildDir);
  const marker = path.join(dir, 'index.html');
  if (!existsSync(marker)) return { reason: `${buildDir}/ not found (run npm run build first)` };
  const built = statSync(marker).mtimeMs;
  const inputs = [...walk(docsDir), ...walk(path.join(repoRoot, 'site')), path.join(repoRoot, 'rspress.config.ts')];
  const newer = inputs.find((file) => statSync(file).mtimeMs > built);
  if (newer) return { reason: `${buildDir}/ is older than ${path.relative(repoRoot, newer)} (run npm run build first)` };
  const htmlFiles = walk(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file).split(path.sep).join('/'));
  return { htmlFiles };
}

async function main(): Promise<number> {
  const started = Date.now();
  const { only, requireBuild, page } = parseArgs(process.argv.slice(2));
  const pages = readPages();
  const outcomes: CheckOutcome[] = [];
  // --page: the selected pages' examples only; every check's findings limited to those pages below.
  const selected = page === undefined ? undefined : new Set(pages.map((p) => p.file).filter(pageMatcher(page)));
  if (selected?.size === 0) throw new Error(`--page ${page}: no page under docs/ matches`);
  const checked = selected ? pages.filter((p) => selected.has(p.file)) : pages;
  const excludeGlobs = readRouteExclude(readFileSync(path.join(repoRoot, 'rspress.config.ts'), 'utf8'));
  const excluded = excludeGlobs.map(globToRegExp);
  const isFragment = (file: string) => excluded.some((pattern) => pattern.test(file.slice('docs/'.length)));

  if (only.has('syntax')) outcomes.push(syntaxOutcome(checked));

  if (only.has('config') || only.has('examples') || only.has('api')) {
    const collected = collectExamples(checked);
    const schemaFile = path.join(repoRoot, '.check-docs', 'schema.ts');
    const apiFile = path.join(repoRoot, '.check-docs', 'api.ts');
    const files = [
      { fileName: schemaFile, text: SCHEMA_MODULE_TEXT },
      { fileName: apiFile, text: API_MODULE_TEXT },
    ];
    if (only.has('examples')) files.push(...exampleFiles(repoRoot, collected.examples));
    const docs = createDocsProgram(repoRoot, files);

    if (only.has('api')) {
      outcomes.push(apiCoverageOutcome(checkApiCoverage(readApiTargets(docs, apiFile), pages, ['en', 'zh'])));
    }

    if (only.has('config')) {
      const schema = createConfigSchema(docs, schemaFile);
      const running = await loadRunningDefaults();
      // Fragments under config/ are pieces of pages, not option pages.
      const configPages = checked.filter((page) => /^docs\/[^/]+\/config\//.test(page.file) && !isFragment(page.file));
      const allowlistFile = 'scripts/check-docs/allowlist.ts';
      const allowlistSource = readFileSync(path.join(repoRoot, allowlistFile), 'utf8');
      const result = checkConfigFacts(configPages, schema, running, allowlist, allowlistFile, allowlistSource);
      const langs = [...new Set(configPages.map((page) => page.file.split('/')[1]))].sort();
      const overviews = new Map(
        langs.flatMap((lang) => pages.filter((page) => page.file === `docs/${lang}/config/index.mdx`).map((page) => [lang, page] as const)),
      );
      outcomes.push(configFactsOutcome(result, schema.coverageKeys(), langs, (key) => schema.noteOf(key), overviews));
    }
    if (only.has('examples')) {
      outcomes.push(examplesOutcome(collected, checkExamples(repoRoot, collected.examples, docs)));
    }
  }

  const table = parseRoutesTable(readFileSync(path.join(repoRoot, routesTableFile), 'utf8'));

  if (only.has('parity')) {
    const englishOnly = new Set(table.filter((row) => row.routeZh === undefined).map((row) => row.source.replace(/\.mdx?$/, '')));
    outcomes.push(parityOutcome(checkParity(checked, englishOnly)));
  }

  if (only.has('releases')) {
    outcomes.push(releaseLinksOutcome(checkReleaseLinks(checked, releaseLines)));
  }

  if (only.has('versions')) {
    const data = readSinceData(repoRoot);
    const result = checkSince(data, checked);
    const shapes = checkShapeNotes(data, { changes: SHAPE_CHANGES, typeOnly: TYPE_ONLY_CHANGES }, checked);
    outcomes.push(sinceOutcome({ findings: [...result.findings, ...shapes], summary: [...result.summary, `${SHAPE_CHANGES.length} widened forms named with their release`] }));
  }

  if (only.has('routes')) {
    const state = buildState();
    const result = checkRoutes({
      table,
      tableFile: routesTableFile,
      docFiles: pages.map((page) => page.file),
      excludeGlobs,
      specialPages,
      build: 'htmlFiles' in state ? { dir: buildDir, htmlFiles: state.htmlFiles } : undefined,
    });
    if ('reason' in state && requireBuild) {
      result.findings.push({ file: buildDir, line: 0, message: state.reason });
    }
    outcomes.push(routesOutcome(result, 'reason' in state ? state.reason : `${state.htmlFiles.length} HTML files in ${buildDir}/`));
  }

  if (only.has('anchors')) {
    const state = buildState();
    if ('htmlFiles' in state) {
      const built = state.htmlFiles.map((file) => ({ file, html: readFileSync(path.join(repoRoot, buildDir, file), 'utf8') }));
      outcomes.push(anchorsOutcome(checkAnchors(built, buildDir), built.length));
    } else if (requireBuild) {
      outcomes.push({ name: 'Anchors (built HTML)', findings: [{ file: buildDir, line: 0, message: state.reason }], summary: [] });
    } else {
      outcomes.push({ name: 'Anchors (built HTML)', findings: [], summary: [`not checked: ${state.reason}`] });
    }
  }

  if (selected) {
    for (const outcome of outcomes) {
      outcome.findings = outcome.findings.filter((finding) => selected.has(finding.file));
      // The config key coverage is about the whole site.
      outcome.summary = outcome.summary.filter((line) => !/^\s*(coverage \(|without a page:)/.test(line));
    }
  }

  let total = 0;
  console.log(selected ? `check:docs report for ${selected.size} page(s): ${[...selected].join(', ')}` : 'check:docs report');
  for (const outcome of outcomes) {
    const status = outcome.findings.length === 0 ? 'ok' : `${outcome.findings.length} problem(s)`;
    console.log(`\n${outcome.name}: ${status}`);
    for (const line of outcome.summary) console.log(`  ${line}`);
    for (const finding of outcome.findings) console.log(`  ✗ ${formatFinding(finding)}`);
    total += outcome.findings.length;
  }
  console.log(`\n${total === 0 ? 'All checks passed' : `${total} problem(s) found`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return total === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
