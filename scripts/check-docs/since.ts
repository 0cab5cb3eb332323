/**
 * Version markers: a page or heading that documents something which arrived
 * after the 1.0 release shows `- **Version:** \`>= x.y.z\`` (zh: `- **版本：** ...`)
 * with the first release that declares it, and one that was already in 1.0 shows
 * none. The releases come from site/since.json (scripts/versions/generate.ts reads
 * them from each published release's .d.ts). Plugin options carry the plugin's
 * own version.
 *
 * A heading names a subject by its first word: a config key on config pages
 * (`# output.emitCss`, `## output.filename.js`), `api.x` on the plugin API page, a
 * hook name on the hooks page and its fragments, `rsbuild.x` on the instance page,
 * an export on the core page, `server.x` on the dev server page, a member name on
 * the environment page, an option path on a plugin's page.
 */
import { extractHeadings, proseLines, splitLines } from './mdx';
import type { CheckOutcome, Finding, PageFile } from './types';
import { pageKey } from './types';
import type { FirstReleases, SinceData } from '../versions/since-data';

export interface Subject {
  /** What the heading names, e.g. `output.emitCss` or `@rsbuild/plugin-react swcReactOptions`. */
  name: string;
  /** First release that declares it. */
  since: string;
  /** The release markers are relative to: nothing from it or before shows a marker. */
  baseline: string;
}

const VERSION_LINE = /^\s*[-*]\s+\*\*(?:Version|版本)\s*[:：]?\s*\*\*\s*[:：]?\s*(.*)$/;
const VERSION_VALUE = /^`>=\s*(\d+\.\d+\.\d+)`/;

/** The word a heading names, without code marks, call parentheses or a trailing note in parentheses. */
export function headingSubjectWord(text: string): string | undefined {
  const plain = text.replace(/`/g, '').trim();
  const match = /^([\w$@./-]+?)(?:\(\))?(?:\s+\(.*\))?$/.exec(plain);
  return match?.[1];
}

function lookup(table: FirstReleases, name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The subject a heading of a page names, if any. `page` is the path under docs/<lang>/ without extension. */
export function subjectOf(data: SinceData, page: string, heading: string): Subject | undefined {
  const word = headingSubjectWord(heading);
  if (!word) return undefined;
  const core = data.core;
  const baseline = core.releases[0];
  const make = (name: string, since: string | undefined, base = baseline): Subject | undefined =>
    since === undefined ? undefined : { name, since, baseline: base };
  const member = (prefix: string) => (word.startsWith(prefix) ? word.slice(prefix.length) : undefined);

  if (page.startsWith('config/')) return make(word, lookup(core.config, word));
  if (page === 'plugins/dev/core') return make(word, lookup(core.pluginApi, member('api.')));
  if (page === 'plugins/dev/hooks' || page.startsWith('shared/fragments/hooks-')) {
    const name = member('api.') ?? word;
    return make(name, lookup(core.pluginApi, name) ?? lookup(core.instance, name));
  }
  if (page === 'api/javascript-api/instance') return make(word, lookup(core.instance, member('rsbuild.')));
  if (page === 'api/javascript-api/core') return make(word, lookup(core.exports, word));
  if (page === 'api/javascript-api/dev-server-api') return make(word, lookup(core.devServer, member('server.')));
  if (page === 'api/javascript-api/environment-api') {
    return make(word, lookup(core.environmentContext, word) ?? lookup(core.environmentApi, word));
  }
  const plugin = /^plugins\/list\/plugin-([\w-]+)$/.exec(page)?.[1];
  const options = plugin ? data.plugins[plugin] : undefined;
  if (options) return make(`${options.package} ${word}`, lookup(options.options, word), options.releases[0]);
  return undefined;
}

export interface Section {
  /** Line of the heading (1-based). */
  line: number;
  heading: string;
  subject: Subject | undefined;
  /** The version line inside the section (before the next heading), if any. */
  marker?: { line: number; version: string | undefined };
}

/** The headings of a page with what each names and the version line below it. */
export function sectionsOf(data: SinceData, page: string, source: string): Section[] {
  const lines = splitLines(source);
  // Lines inside code blocks and MDX comments are never markers.
  const prose = new Set(proseLines(source).map(([line]) => line));
  const headings = extractHeadings(source);
  return headings.map((heading, index) => {
    const end = index + 1 < headings.length ? headings[index + 1].line - 1 : lines.length;
    const section: Section = { line: heading.line, heading: heading.text, subject: subjectOf(data, page, heading.text) };
    for (let line = heading.line + 1; line <= end; line++) {
      if (!prose.has(line)) continue;
      const match = VERSION_LINE.exec(lines[line - 1]);
      if (match) {
        section.marker = { line, version: VERSION_VALUE.exec(match[1].trim())?.[1] };
        break;
      }
    }
    return section;
  });
}

/** What a section's version line should say: the release, or undefined for none. */
export function expectedMarker(subject: Subject | undefined): string | undefined {
  if (!subject) return undefined;
  return subject.since === subject.baseline ? undefined : subject.since;
}

export function checkSince(data: SinceData, pages: PageFile[]): { findings: Finding[]; summary: string[] } {
  const findings: Finding[] = [];
  let subjects = 0;
  let marked = 0;
  for (const { file, source } of pages) {
    const key = pageKey(file);
    if (!key) continue;
    for (const section of sectionsOf(data, key.page, source)) {
      const expected = expectedMarker(section.subject);
      if (section.subject) subjects++;
      if (expected) marked++;
      const found = section.marker;
      if (!section.subject) {
        if (found) {
          findings.push({ file, line: found.line, message: `a version line under "${section.heading}", which names nothing in site/since.json` });
        }
        continue;
      }
      const what = `${section.subject.name} (heading line ${section.line})`;
      if (expected && !found) {
        findings.push({ file, line: section.line, message: `${what} arrived in ${expected}: add "- **Version:** \`>= ${expected}\`"` });
      } else if (expected && found && found.version !== expected) {
        findings.push({ file, line: found.line, message: `${what} arrived in ${expected}, the page says ${found.version ?? 'something else'}` });
      } else if (!expected && found) {
        findings.push({
          file,
          line: found.line,
          message: `${what} was already in ${section.subject.baseline}: remove its version line (${found.version ?? '?'})`,
        });
      }
    }
  }
  return { findings, summary: [`${subjects} headings name a key or member; ${marked} of them arrived after 1.0 and need a version line`] };
}

export function sinceOutcome(result: { findings: Finding[]; summary: string[] }): CheckOutcome {
  return { name: 'Version markers', findings: result.findings, summary: result.summary };
}

/**
 * Rewrites a page so that every section's version line matches the data: adds
 * missing lines (after the Type/Default items right under the heading, or as a
 * list of its own), corrects wrong ones and removes those that should not be there.
 */
export function fixSince(data: SinceData, page: string, source: string, lang: string): string {
  const lines = splitLines(source);
  const label = lang === 'zh' ? '- **版本：**' : '- **Version:**';
  // Bottom-up, so earlier line numbers stay valid.
  for (const section of sectionsOf(data, page, source).reverse()) {
    const expected = expectedMarker(section.subject);
    const found = section.marker;
    const text = expected ? `${label} \`>= ${expected}\`` : undefined;
    if (found && section.subject) {
      if (text) lines[found.line - 1] = text;
      else lines.splice(found.line - 1, 1);
      continue;
    }
    if (!text || found) continue;
    let index = section.line; // the line after the heading (0-based index)
    while (index < lines.length && lines[index].trim() === '') index++;
    if (/^\s*[-*]\s+\*\*/.test(lines[index] ?? '')) {
      // Inside the item list under the heading: after Type and Default, before the rest.
      let insertAt = index;
      let scan = index;
      while (scan < lines.length && /^\s*[-*]\s+\*\*/.test(lines[scan])) {
        if (/\*\*(?:Type|Default|类型|默认值)/.test(lines[scan])) insertAt = scan + 1;
        scan++;
      }
      if (insertAt === index) insertAt = scan;
      lines.splice(insertAt, 0, text);
    } else {
      lines.splice(section.line, 0, '', text);
    }
  }
  return lines.join('\n');
}

/** Where a declared type changed, and the list of explained changes (site/shape-changes.ts). */
export interface ShapeNotes {
  changes: Array<{ package: string; key: string; since: string; form: string; pr: number }>;
  typeOnly: Record<string, string>;
}

/**
 * Every change of a declared type in site/since.json is explained: either a new
 * form, whose page names the release in the section of the key (or of its nearest
 * documented parent key), or a type-only change with its reason.
 */
export function checkShapeNotes(data: SinceData, notes: ShapeNotes, pages: PageFile[]): Finding[] {
  const findings: Finding[] = [];
  const notesFile = 'site/shape-changes.ts';
  const shapesOf = (pkg: string) => (pkg === 'core' ? data.core.shapes : data.plugins[pkg]?.shapes ?? {});
  for (const pkg of ['core', ...Object.keys(data.plugins)]) {
    for (const [key, steps] of Object.entries(shapesOf(pkg))) {
      for (const [release] of steps.slice(1)) {
        const explained =
          notes.changes.some((change) => change.package === pkg && change.key === key && change.since === release) ||
          Object.hasOwn(notes.typeOnly, `${pkg}:${key}@${release}`);
        if (!explained) {
          findings.push({ file: notesFile, line: 0, message: `${pkg}:${key} changed its declared type in ${release}: list it as a new form or as a type-only change` });
        }
      }
    }
  }
  const releasePattern = (release: string) => new RegExp(`(?<![\\d.])${release.replace(/\./g, '\\.')}(?![\\d.]*\\d)`);
  for (const change of notes.changes) {
    const declared = shapesOf(change.package)[change.key]?.some(([release]) => release === change.since);
    if (!declared) {
      findings.push({ file: notesFile, line: 0, message: `${change.package}:${change.key}: site/since.json has no type change in ${change.since}` });
    }
    const pageFilter = change.package === 'core' ? (page: string) => page.startsWith('config/') : (page: string) => page === `plugins/list/plugin-${change.package}`;
    const byLang = new Map<string, PageFile[]>();
    for (const file of pages) {
      const key = pageKey(file.file);
      if (key && pageFilter(key.page)) byLang.set(key.lang, [...(byLang.get(key.lang) ?? []), file]);
    }
    for (const [lang, langPages] of byLang) {
      // The section of the key, or of its nearest parent key that has one.
      let found: { file: string; text: string; line: number } | undefined;
      for (let segments = change.key.split('.'); segments.length > 0 && !found; segments.pop()) {
        const wanted = segments.join('.');
        for (const { file, source } of langPages) {
          const key = pageKey(file);
          if (!key) continue;
          const headings = extractHeadings(source);
          const index = headings.findIndex((heading) => headingSubjectWord(heading.text) === wanted);
          if (index < 0) continue;
          const next = headings.slice(index + 1).find((heading) => heading.level <= headings[index].level);
          const prose = proseLines(source)
            .filter(([line]) => line > headings[index].line && (!next || line < next.line))
            .map(([, text]) => text)
            .join('\n');
          found = { file, text: prose, line: headings[index].line };
          break;
        }
      }
      if (!found) {
        findings.push({ file: `docs/${lang}`, line: 0, message: `no section documents ${change.key} (${change.package})` });
      } else if (!releasePattern(change.since).test(found.text)) {
        findings.push({
          file: found.file,
          line: found.line,
          message: `${change.key} accepts ${change.form} since ${change.since} (#${change.pr}): say so in this section, naming ${change.since}`,
        });
      }
    }
  }
  return findings;
}
