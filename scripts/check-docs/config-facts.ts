import type { Allowlist } from './allowlist';
import type { ConfigSchema } from './config-schema';
import { NOT_PLAIN, parseLiteral, sameValue, showValue } from './literal';
import { type FieldValue, extractCodeBlocks, extractHeadings, findField, leadingCodeSpan, proseLines, splitLines } from './mdx';
import { displayType, normalizeType } from './type-text';
import { type CheckOutcome, type Finding, type PageFile, pageKey } from './types';

export const DOCUMENTED_VERSION = '1.3.22';

/** `config/dev/asset-prefix` → `dev.assetPrefix`; undefined for the overview page. */
export function optionPathOf(page: string): string | undefined {
  const match = /^config\/(.+)$/.exec(page);
  if (!match || match[1] === 'index' || match[1].endsWith('/index')) return undefined;
  return match[1]
    .split('/')
    .map((segment) => segment.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase()))
    .join('.');
}

/** A documented option: the page's own (`#` title) or a sub-option (`### dev.client.port`). */
interface DocumentedOption {
  option: string;
  line: number;
  isPageOption: boolean;
  type?: FieldValue & { value?: string };
  defaultValue?: FieldValue;
}

/** Reads the option sections of one config page. */
export function readConfigPage(source: string, pageOption: string): { title?: { text: string; line: number }; options: DocumentedOption[] } {
  const headings = extractHeadings(source);
  const prose = proseLines(source);
  const blocks = extractCodeBlocks(source);
  const lastLine = splitLines(source).length;
  const titleHeading = headings.find((heading) => heading.level === 1);
  const options: DocumentedOption[] = [];

  const sectionEnd = (startLine: number): number => {
    const next = headings.find((heading) => heading.line > startLine);
    return next ? next.line - 1 : lastLine;
  };
  const hasFields = (line: number): boolean =>
    findField(prose, 'type', line, sectionEnd(line)) !== undefined || findField(prose, 'default', line, sectionEnd(line)) !== undefined;
  const readSection = (option: string, line: number, isPageOption: boolean) => {
    const end = sectionEnd(line);
    const entry: DocumentedOption = { option, line, isPageOption };
    const type = findField(prose, 'type', line, end);
    if (type) {
      const span = leadingCodeSpan(type.text);
      // An empty Type line is followed by a ```ts block holding the type.
      const block = type.text === '' ? blocks.find((item) => item.line > type.line && item.line <= end) : undefined;
      entry.type = { ...type, value: span?.code ?? block?.code };
    }
    entry.defaultValue = findField(prose, 'default', line, end);
    options.push(entry);
  };

  if (titleHeading) readSection(pageOption, titleHeading.line, true);
  for (const heading of headings) {
    if (heading.level < 2) continue;
    const name = heading.text.replace(/`/g, '').trim();
    if (name.startsWith(`${pageOption}.`) && /^[\w$.]+$/.test(name)) readSection(name, heading.line, false);
    // A bare property name (`### libraryName`) documents a property of the
    // option's value when its section has a Type or Default line.
    else if (/^[\w$]+$/.test(name) && hasFields(heading.line)) readSection(`${pageOption}.${name}`, heading.line, false);
  }
  return {
    title: titleHeading ? { text: titleHeading.text.replace(/`/g, '').trim(), line: titleHeading.line } : undefined,
    options,
  };
}

export type DefaultSkipReason = 'written in words' | 'depends on a condition' | 'not a plain value' | 'parent has no running default';

export interface DefaultSkip {
  file: string;
  line: number;
  option: string;
  reason: DefaultSkipReason;
}

export interface ConfigFactsResult {
  findings: Finding[];
  pagesChecked: number;
  typesChecked: number;
  defaultsChecked: number;
  /** Sub-option defaults compared with the declaration's @default tag. */
  jsdocDefaultsChecked: number;
  skips: DefaultSkip[];
  /** Option paths with a page, per language. */
  documented: Map<string, Set<string>>;
}

function valueAt(root: unknown, optionPath: string): { found: boolean; value: unknown; parent: unknown } {
  let parent: unknown;
  let current: unknown = root;
  for (const segment of optionPath.split('.')) {
    parent = current;
    if (typeof current !== 'object' || current === null) return { found: false, value: undefined, parent };
    current = (current as Record<string, unknown>)[segment];
  }
  return { found: true, value: current, parent };
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks every config page: the option exists in RsbuildConfig, the documented
 * Type matches the declaration, and the documented Default (when it is a plain
 * value) matches `running`, the normalized config of an empty Rsbuild config.
 */
export function checkConfigFacts(
  pages: PageFile[],
  schema: ConfigSchema,
  running: unknown,
  allow: Allowlist,
  allowlistFile = 'scripts/check-docs/allowlist.ts',
  allowlistSource = '',
): ConfigFactsResult {
  const findings: Finding[] = [];
  const skips: DefaultSkip[] = [];
  const documented = new Map<string, Set<string>>();
  const usedTypes = new Set<number>();
  const usedDefaults = new Set<number>();
  let pagesChecked = 0;
  let typesChecked = 0;
  let defaultsChecked = 0;
  let jsdocDefaultsChecked = 0;

  for (const { file, source } of pages) {
    const key = pageKey(file);
    const pageOption = key ? optionPathOf(key.page) : undefined;
    if (!key || !pageOption) continue;
    pagesChecked++;
    const { title, options } = readConfigPage(source, pageOption);
    if (!title) {
      findings.push({ file, line: 1, message: `page has no "# ${pageOption}" title` });
      continue;
    }
    if (title.text !== pageOption) {
      findings.push({ file, line: title.line, message: `title "${title.text}" should be "${pageOption}" (the option this path documents)` });
    }
    const info = schema.lookup(pageOption);
    if (!info) {
      findings.push({ file, line: title.line, message: `${pageOption} is not an option of RsbuildConfig in @rsbuild/core@${DOCUMENTED_VERSION}` });
      continue;
    }
    if (!documented.has(key.lang)) documented.set(key.lang, new Set());
    documented.get(key.lang)?.add(pageOption);

    for (const entry of options) {
      const optionInfo = entry.isPageOption ? info : schema.lookup(entry.option);
      if (!optionInfo) {
        findings.push({ file, line: entry.line, message: `${entry.option} is not an option of RsbuildConfig in @rsbuild/core@${DOCUMENTED_VERSION}` });
        continue;
      }

      // Type
      if (!entry.type) {
        if (entry.isPageOption) findings.push({ file, line: entry.line, message: `${entry.option}: missing "- **Type:**" line` });
      } else if (!entry.type.value) {
        findings.push({ file, line: entry.type.line, message: `${entry.option}: the Type line must start with the type in backticks, or be empty and followed by a \`\`\`ts block` });
      } else {
        typesChecked++;
        const documentedType = normalizeType(entry.type.value);
        const accepted = [optionInfo.declared, ...optionInfo.equivalents].map(normalizeType);
        if (!accepted.includes(documentedType)) {
          const allowed = allow.types.findIndex(
            (item) => item.option === entry.option && normalizeType(item.documented) === documentedType,
          );
          if (allowed >= 0) usedTypes.add(allowed);
          else {
            findings.push({
              file,
              line: entry.type.line,
              message: `${entry.option}: documented Type \`${displayType(entry.type.value)}\` differs from the declared type \`${displayType(optionInfo.declared)}\``,
            });
          }
        }
      }

      // Default
      if (!entry.defaultValue) {
        if (entry.isPageOption) findings.push({ file, line: entry.line, message: `${entry.option}: missing "- **Default:**" line` });
        continue;
      }
      const skip = (reason: DefaultSkipReason) =>
        skips.push({ file, line: entry.defaultValue?.line ?? entry.line, option: entry.option, reason });
      const span = leadingCodeSpan(entry.defaultValue.text);
      if (!span) {
        skip('written in words');
        continue;
      }
      if (span.rest !== '' && !/^[(（]/.test(span.rest)) {
        skip('depends on a condition');
        continue;
      }
      const value = parseLiteral(span.code);
      if (value === NOT_PLAIN) {
        skip('not a plain value');
        continue;
      }
      const actual = valueAt(running, entry.option);
      // A sub-option that the normalized config leaves unset (its parent is
      // unset, or the default is applied later by the code that reads it) is
      // compared with the @default tag of its declaration instead.
      if (!entry.isPageOption && actual.value === undefined && optionInfo.jsdocDefault !== undefined) {
        const declared = parseLiteral(optionInfo.jsdocDefault);
        if (declared !== NOT_PLAIN) {
          jsdocDefaultsChecked++;
          if (!sameValue(value, declared)) {
            findings.push({
              file,
              line: entry.defaultValue.line,
              message: `${entry.option}: documented Default \`${span.code}\` differs from the @default ${optionInfo.jsdocDefault} of its declaration (the normalized config leaves it unset)`,
            });
          }
          continue;
        }
      }
      if (!entry.isPageOption && !isPlainObject(actual.parent)) {
        skip('parent has no running default');
        continue;
      }
      defaultsChecked++;
      if (!sameValue(value, actual.value)) {
        const allowed = allow.defaults.findIndex(
          (item) => item.option === entry.option && item.documented.replace(/\s+/g, '') === span.code.replace(/\s+/g, ''),
        );
        if (allowed >= 0) usedDefaults.add(allowed);
        else {
          findings.push({
            file,
            line: entry.defaultValue.line,
            message: `${entry.option}: documented Default \`${span.code}\` differs from the running default ${showValue(actual.value)}`,
          });
        }
      }
    }
  }

  // Line of an allow-list entry in its source, found by its option name.
  const entryLine = (option: string): number => {
    const index = allowlistSource.split('\n').findIndex((text) => text.includes(`'${option}'`));
    return index + 1 || 1;
  };
  allow.types.forEach((item, index) => {
    if (!usedTypes.has(index)) {
      findings.push({ file: allowlistFile, line: entryLine(item.option), message: `unused type allow-list entry for ${item.option}: \`${item.documented}\`` });
    }
  });
  allow.defaults.forEach((item, index) => {
    if (!usedDefaults.has(index)) {
      findings.push({ file: allowlistFile, line: entryLine(item.option), message: `unused default allow-list entry for ${item.option}: \`${item.documented}\`` });
    }
  });

  return { findings, pagesChecked, typesChecked, defaultsChecked, jsdocDefaultsChecked, skips, documented };
}

/** Coverage of the config keys by pages, per language. */
export function coverage(keys: string[], documented: Set<string> | undefined): { covered: string[]; missing: string[] } {
  const covered = keys.filter((key) => documented?.has(key));
  const missing = keys.filter((key) => !documented?.has(key));
  return { covered, missing };
}

export function configFactsOutcome(
  result: ConfigFactsResult,
  keys: string[],
  langs: string[],
  noteOf: (key: string) => string | undefined = () => undefined,
  overviews: Map<string, PageFile> = new Map(),
): CheckOutcome {
  const byReason = new Map<string, Set<string>>();
  for (const skip of result.skips) {
    if (!byReason.has(skip.reason)) byReason.set(skip.reason, new Set());
    byReason.get(skip.reason)?.add(skip.option);
  }
  const summary = [
    `${result.pagesChecked} config pages, ${result.typesChecked} types and ${result.defaultsChecked} defaults checked against @rsbuild/core@${DOCUMENTED_VERSION}` +
      ` (+${result.jsdocDefaultsChecked} unset sub-option defaults against their @default tag)`,
    `defaults not compared: ${result.skips.length}${[...byReason].map(([reason, options]) => `\n    ${reason}: ${[...options].sort().join(', ')}`).join('')}`,
  ];
  const findings = [...result.findings];
  for (const lang of langs) {
    const { covered, missing } = coverage(keys, result.documented.get(lang));
    summary.push(`coverage (${lang}): ${covered.length}/${keys.length} config keys have a page`);
    if (lang === langs[0] && missing.length > 0) {
      const listed = missing.map((key) => (noteOf(key) ? `${key} (${noteOf(key)})` : key));
      summary.push(`    without a page: ${listed.join(', ')}`);
    }
    // Every key has a page, except deprecated and webpack-only ones, which the overview explains.
    const overview = overviews.get(lang);
    if (!overview) continue;
    for (const key of missing) {
      const note = noteOf(key);
      if (!note) {
        findings.push({ file: overview.file, line: 0, message: `${key} has no page (every option of @rsbuild/core@${DOCUMENTED_VERSION} needs one)` });
      } else if (!overview.source.includes(`\`${key}\``)) {
        findings.push({ file: overview.file, line: 0, message: `${key} (${note}) has no page: the config overview must name it (\`${key}\`) and say why` });
      }
    }
  }
  return { name: 'Config facts', findings, summary };
}
