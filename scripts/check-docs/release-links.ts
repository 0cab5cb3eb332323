/**
 * Release posts link the pull requests they announce, and only those of their
 * release (issue #40). Offline: the pull requests per release line come from
 * site/release-prs.ts, generated from the Rsbuild git tags by
 * scripts/releases/generate-release-prs.ts.
 *
 * For docs/<lang>/community/releases/vX-Y.mdx (release line X.Y):
 *   - every link to https://github.com/web-infra-dev/rsbuild/pull/<n> names a PR
 *     of the post's range (first tag after the previous line's last tag, up to the
 *     release tag, pre-releases included). A PR from another release may be linked
 *     only on a line that names its version ("since 0.2.11" for a PR first in v0.2.11);
 *   - every `###` section under the "what's new" `##` section, and every breaking
 *     change (each `###` under the breaking-changes `##`, or each list item / table
 *     row when it has no `###`), contains at least one PR link.
 */
import type { ReleaseLine, ReleasePr } from '../../site/release-prs';
import { compareTags } from '../releases/generate-release-prs';
import { extractHeadings, extractLinks, proseLines } from './mdx';
import type { CheckOutcome, Finding, PageFile } from './types';

export const PR_URL = /^https:\/\/github\.com\/web-infra-dev\/rsbuild\/pull\/(\d+)\/?$/;
const POST_FILE = /^docs\/([^/]+)\/community\/releases\/v(\d+)-(\d+)\.mdx?$/;
/** `##` headings of the "what's new" section, per language. */
const NEW_SECTION = [/^what .* brings$/i, /^what'?s new/i, /^new features/i, /^highlights/i, /带来了什么/, /新特性/, /新功能/];
const BREAKING_SECTION = [/breaking/i, /破坏性变更/, /不兼容/];

export interface ReleaseLinksResult {
  findings: Finding[];
  posts: number;
  links: number;
  sections: number;
}

/** '0.2.11' for v0.2.11: how a post names the version of a PR from another release. */
function versionText(tag: string): string {
  return tag.replace(/^v/, '');
}

function namesVersion(text: string, tag: string): boolean {
  const escaped = versionText(tag).replace(/[.]/g, '\\.');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}

interface Unit {
  line: number;
  label: string;
  endLine: number;
}

/** The `###` sections (or, without any, the list items and table rows) of a `##` section. */
function unitsOf(source: string, start: number, end: number, fallbackToItems: boolean): Unit[] {
  const headings = extractHeadings(source).filter((heading) => heading.line > start && heading.line < end);
  const level3 = headings.filter((heading) => heading.level === 3);
  if (level3.length > 0) {
    return level3.map((heading) => {
      const next = headings.find((other) => other.line > heading.line && other.level <= 3);
      return { line: heading.line, label: `### ${heading.text}`, endLine: next ? next.line : end };
    });
  }
  if (!fallbackToItems) return [];
  const units: Unit[] = [];
  const lines = proseLines(source).filter(([line]) => line > start && line < end);
  lines.forEach(([line, text], index) => {
    const item = /^[-*]\s+\S/.test(text);
    const row = /^\|/.test(text) && !/^\|\s*:?-{3,}/.test(text) && !(index + 1 < lines.length && /^\|\s*:?-{3,}/.test(lines[index + 1][1]));
    if (!item && !row) return;
    // A list item runs until the next item, blank line or heading.
    let endLine = line + 1;
    if (item) {
      for (const [next, nextText] of lines.slice(index + 1)) {
        if (nextText.trim() === '' || /^[-*]\s+\S/.test(nextText) || /^#/.test(nextText)) break;
        endLine = next + 1;
      }
    }
    units.push({ line, label: item ? `item "${text.slice(0, 50)}"` : `table row "${text.slice(0, 50)}"`, endLine });
  });
  return units;
}

export function checkReleaseLinks(pages: PageFile[], lines: ReleaseLine[]): ReleaseLinksResult {
  const findings: Finding[] = [];
  const byNumber = new Map<number, ReleasePr>();
  for (const line of lines) for (const pr of line.prs) byNumber.set(pr.number, pr);
  let posts = 0;
  let linkCount = 0;
  let sections = 0;

  for (const page of pages) {
    const match = POST_FILE.exec(page.file);
    if (!match) continue;
    posts++;
    const lineName = `${match[2]}.${match[3]}`;
    const release = lines.find((line) => line.line === lineName);
    if (!release) {
      findings.push({ file: page.file, line: 0, message: `no release line ${lineName} in site/release-prs.ts (regenerate it with scripts/releases/generate-release-prs.ts)` });
      continue;
    }
    const inRange = new Set(release.prs.filter((pr) => compareTags(pr.tag, release.release) <= 0).map((pr) => pr.number));
    const range = `${release.previous ? `after ${release.previous}` : 'from the start'} up to ${release.release}`;
    const prose = new Map(proseLines(page.source));

    const prLinks = extractLinks(page.source).flatMap((link) => {
      const pr = PR_URL.exec(link.url);
      return pr ? [{ number: Number(pr[1]), line: link.line }] : [];
    });
    linkCount += prLinks.length;
    for (const link of prLinks) {
      if (inRange.has(link.number)) continue;
      const pr = byNumber.get(link.number);
      if (!pr) {
        findings.push({
          file: page.file,
          line: link.line,
          message: `links PR #${link.number}, which is not in site/release-prs.ts (not a core, plugin or CLI change up to v1.0.1)`,
        });
        continue;
      }
      if (namesVersion(prose.get(link.line) ?? '', pr.tag)) continue;
      findings.push({
        file: page.file,
        line: link.line,
        message: `links PR #${pr.number} ("${pr.subject}"), first shipped in ${pr.tag}, outside the ${lineName} range (${range}); present it as new in ${lineName} only if it is in the range, otherwise name its version on the same line ("since ${versionText(pr.tag)}")`,
      });
    }

    const headings = extractHeadings(page.source);
    const level2 = headings.filter((heading) => heading.level === 2);
    const endOf = (line: number) => level2.find((heading) => heading.line > line)?.line ?? Number.MAX_SAFE_INTEGER;
    const newSection = level2.find((heading) => NEW_SECTION.some((pattern) => pattern.test(heading.text)));
    if (!newSection) {
      findings.push({ file: page.file, line: 0, message: `no "what's new" ## section (a heading like "What ${lineName} brings")` });
    }
    const sectionsToCheck = [
      ...(newSection ? [{ heading: newSection, fallback: false }] : []),
      ...level2.filter((heading) => BREAKING_SECTION.some((pattern) => pattern.test(heading.text))).map((heading) => ({ heading, fallback: true })),
    ];
    for (const { heading, fallback } of sectionsToCheck) {
      for (const unit of unitsOf(page.source, heading.line, endOf(heading.line), fallback)) {
        sections++;
        const linked = prLinks.some((link) => link.line >= unit.line && link.line < unit.endLine);
        if (!linked) {
          findings.push({
            file: page.file,
            line: unit.line,
            message: `${unit.label} under "## ${heading.text}" links no pull request (https://github.com/web-infra-dev/rsbuild/pull/<n>)`,
          });
        }
      }
    }
  }
  return { findings, posts, links: linkCount, sections };
}

export function releaseLinksOutcome(result: ReleaseLinksResult): CheckOutcome {
  return {
    name: 'Release posts (pull requests in range)',
    findings: result.findings,
    summary: [`${result.posts} posts, ${result.links} PR links, ${result.sections} headline sections and breaking changes`],
  };
}
