/**
 * API coverage: every member of the plugin API and of the Rsbuild instance,
 * every value export of @rsbuild/core and every option of an official plugin
 * has a section (a heading naming it) on its page, in each language.
 *
 * The names come from the types of @rsbuild/core 1.3.22 and of the installed
 * plugin packages, read through the checks' TypeScript program. A page's
 * headings include those of the MDX fragments it imports, so a section written
 * once in a fragment counts on every page that includes it.
 */
import path from 'node:path';
import ts from 'typescript';
import { extractHeadings, splitLines } from './mdx';
import type { DocsProgram } from './ts-program';
import type { CheckOutcome, Finding, PageFile } from './types';

export interface ApiTarget {
  /** Shown in the report, e.g. "plugin API (api.*)". */
  label: string;
  /** Page under docs/<lang>/ without extension, e.g. plugins/dev/core. */
  page: string;
  /** Names that need a section there. */
  names: string[];
}

/** One line of the schema module per exported type the check reads. */
export interface TypeSource {
  /** Name the schema module exports it under. */
  alias: string;
  /** `import('<module>').<Name>` */
  module: string;
  name: string;
}

export const PLUGIN_OPTION_TYPES: Array<{ plugin: string; type: string }> = [
  { plugin: 'react', type: 'PluginReactOptions' },
  { plugin: 'vue', type: 'PluginVueOptions' },
  { plugin: 'preact', type: 'PluginPreactOptions' },
  { plugin: 'svelte', type: 'PluginSvelteOptions' },
  { plugin: 'solid', type: 'PluginSolidOptions' },
  { plugin: 'babel', type: 'PluginBabelOptions' },
  { plugin: 'sass', type: 'PluginSassOptions' },
  { plugin: 'less', type: 'PluginLessOptions' },
  { plugin: 'stylus', type: 'PluginStylusOptions' },
  { plugin: 'svgr', type: 'PluginSvgrOptions' },
];

/** Source of the in-memory module that gives the program the types this check reads. */
export const API_MODULE_TEXT = [
  `export type { RsbuildPluginAPI, RsbuildInstance } from '@rsbuild/core';`,
  `export * as core from '@rsbuild/core';`,
  ...PLUGIN_OPTION_TYPES.map(({ plugin, type }) => `export type { ${type} } from '@rsbuild/plugin-${plugin}';`),
  '',
].join('\n');

/** Plugin API members registered as hooks (`api.onBeforeBuild`, `api.modifyRspackConfig`) go on the hooks page. */
export function isHookName(name: string): boolean {
  return /^(?:on|modify)[A-Z]/.test(name);
}

/** The property names of a type, sorted. */
export function memberNames(checker: ts.TypeChecker, type: ts.Type): string[] {
  return checker
    .getPropertiesOfType(checker.getNonNullableType(type))
    .map((symbol) => symbol.getName())
    .filter((name) => !name.startsWith('__'))
    .sort();
}

/** Reads the names to cover from the program's API module. */
export function readApiTargets(docs: DocsProgram, apiFileName: string): ApiTarget[] {
  const { program, checker } = docs;
  const sourceFile = program.getSourceFile(apiFileName);
  if (!sourceFile) throw new Error(`API module ${apiFileName} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error('API module has no symbol');
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]));
  const declared = (name: string): ts.Type => {
    const symbol = exports.get(name);
    if (!symbol) throw new Error(`the API module does not export ${name}`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const type = checker.getDeclaredTypeOfSymbol(target);
    if (type.flags & ts.TypeFlags.Any) throw new Error(`${name} does not resolve (is its package installed?)`);
    return type;
  };

  const pluginApi = memberNames(checker, declared('RsbuildPluginAPI'));
  const coreSymbol = exports.get('core');
  if (!coreSymbol) throw new Error('the API module does not export core');
  const coreModule = checker.getAliasedSymbol(coreSymbol);
  const coreValues = checker
    .getExportsOfModule(coreModule)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.getName())
    .sort();

  return [
    { label: 'plugin API members (api.*)', page: 'plugins/dev/core', names: pluginApi.filter((name) => !isHookName(name)) },
    { label: 'plugin hooks (api.on*/modify*)', page: 'plugins/dev/hooks', names: pluginApi.filter(isHookName) },
    { label: 'Rsbuild instance members', page: 'api/javascript-api/instance', names: memberNames(checker, declared('RsbuildInstance')) },
    { label: '@rsbuild/core exports', page: 'api/javascript-api/core', names: coreValues },
    ...PLUGIN_OPTION_TYPES.map(({ plugin, type }) => ({
      label: `@rsbuild/plugin-${plugin} options`,
      page: `plugins/list/plugin-${plugin}`,
      names: memberNames(checker, declared(type)),
    })),
  ];
}

/** Heading texts of a page plus those of the .mdx fragments it imports (recursively). */
export function headingsWithFragments(file: string, pagesByFile: Map<string, string>, seen = new Set<string>()): string[] {
  const source = pagesByFile.get(file);
  if (source === undefined || seen.has(file)) return [];
  seen.add(file);
  const headings = extractHeadings(source).map((heading) => heading.text);
  for (const line of splitLines(source)) {
    const match = /^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/.exec(line);
    if (!match) continue;
    const fragment = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    headings.push(...headingsWithFragments(fragment, pagesByFile, seen));
  }
  return headings;
}

/** True when a heading names the member as a whole identifier (`### api.context`, `## rsbuild.build()`). */
export function headingNames(heading: string, name: string): boolean {
  const text = heading.replace(/`/g, '');
  return new RegExp(`(?:^|[^\\w$])${name.replace(/[$]/g, '\\$')}(?:[^\\w$]|$)`).test(text);
}

export interface ApiCoverageResult {
  findings: Finding[];
  summary: string[];
}

export function checkApiCoverage(targets: ApiTarget[], pages: PageFile[], langs: string[]): ApiCoverageResult {
  const pagesByFile = new Map(pages.map((page) => [page.file, page.source]));
  const findings: Finding[] = [];
  const summary: string[] = [];
  const notWritten: string[] = [];
  for (const target of targets) {
    const counts: string[] = [];
    for (const lang of langs) {
      const file = [`docs/${lang}/${target.page}.mdx`, `docs/${lang}/${target.page}.md`].find((name) => pagesByFile.has(name));
      if (!file) {
        notWritten.push(`${lang}/${target.page}`);
        continue;
      }
      const headings = headingsWithFragments(file, pagesByFile);
      const missing = target.names.filter((name) => !headings.some((heading) => headingNames(heading, name)));
      for (const name of missing) {
        findings.push({ file, line: 0, message: `${target.label}: no section (heading) for ${name}` });
      }
      counts.push(`${lang} ${target.names.length - missing.length}/${target.names.length}`);
    }
    if (counts.length > 0) summary.push(`${target.label} on ${target.page}: ${counts.join(', ')}`);
  }
  if (notWritten.length > 0) summary.push(`pages not written yet (not checked): ${notWritten.join(', ')}`);
  return { findings, summary };
}

export function apiCoverageOutcome(result: ApiCoverageResult): CheckOutcome {
  return { name: 'API coverage', findings: result.findings, summary: result.summary };
}
