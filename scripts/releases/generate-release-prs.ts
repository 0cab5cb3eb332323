/**
 * Generates site/release-prs.ts: for each release line of the release posts
 * (0.1 ... 0.7, 1.0), the pull requests that first shipped in it, with the
 * first tag that contains them. `npm run check:docs` (check "releases") reads
 * the generated file offline; this script needs a clone of Rsbuild:
 *
 *   npx tsx scripts/releases/generate-release-prs.ts <path to an Rsbuild clone or bare git dir>
 *
 * Facts and rules:
 * - Rsbuild merges with squash commits whose subject ends in `(#<n>)`; a
 *   pull request is that number.
 * - Tags are read in version order (v<version>, or `<version>` / `@rsbuild/core@<version>`
 *   for the three releases tagged only that way) (v0.0.3 < v0.1.0 < v0.7.0-beta.0 < v0.7.0 <
 *   v1.0.0-alpha.0 < v1.0.1-beta.0 < v1.0.1). A pull request's first tag is the
 *   lowest tag whose history contains a commit with its number (commits reachable
 *   from a lower tag are excluded with `--not`, so a cherry-pick counts once).
 * - Filter (keeps the file small): only commits that touch the core package,
 *   the 0.x shared package, the official plugins or create-rsbuild
 *   (PATHS below; the CLI lives in packages/core). A release pull request
 *   (RELEASE_SUBJECT, e.g. "Release v0.5.0 (#1871)", which also carries changes such
 *   as the 0.5 `engines` bump) gets the tag of the version it names.
 * - The 1.0 line ends at v1.0.1: no v1.0.0 tag exists (npm 1.0.0 was never the
 *   stable release); v1.0.1 is the stable release of 2024-09-10, after the
 *   1.0.0-alpha, 1.0.1-beta and 1.0.1-rc pre-releases.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const PATHS = ['packages/core', 'packages/shared', 'packages/create-rsbuild', ':(glob)packages/plugin-*/**'];
export const RELEASE_SUBJECT = /^(?:release[:\s]|chore\(release\)|Release v)/i;
/** The release lines of the posts, and the tag each post announces. */
export const LINES = [
  { line: '0.1', release: 'v0.1.0' },
  { line: '0.2', release: 'v0.2.0' },
  { line: '0.3', release: 'v0.3.0' },
  { line: '0.4', release: 'v0.4.0' },
  { line: '0.5', release: 'v0.5.0' },
  { line: '0.6', release: 'v0.6.0' },
  { line: '0.7', release: 'v0.7.0' },
  { line: '1.0', release: 'v1.0.1' },
] as const;
/** Last tag read: the 1.0 release itself. */
const LAST_TAG = 'v1.0.1';

interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: Array<string | number>;
}

export function parseTag(tag: string): Version | undefined {
  const match = /^v(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?$/.exec(tag);
  if (!match) return undefined;
  const pre = match[4] ? match[4].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre };
}

/** Semver order of two tags (pre-releases before their release). */
export function compareTags(a: string, b: string): number {
  const x = parseTag(a);
  const y = parseTag(b);
  if (!x || !y) throw new Error(`not a version tag: ${x ? b : a}`);
  const core = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (core !== 0) return core;
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    if (typeof p === 'number') return -1;
    if (typeof q === 'number') return 1;
    return p < q ? -1 : 1;
  }
  return x.pre.length - y.pre.length;
}

/** '0.3' for v0.3.7, v0.3.0-beta.1. */
export function lineOf(tag: string): string {
  const version = parseTag(tag);
  if (!version) throw new Error(`not a version tag: ${tag}`);
  return `${version.major}.${version.minor}`;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function resolveGitDir(target: string): string {
  const out = execFileSync('git', ['-C', target, 'rev-parse', '--git-dir'], { encoding: 'utf8' }).trim();
  return path.resolve(target, out);
}

interface GeneratedPr {
  number: number;
  subject: string;
  tag: string;
}

export function collectPrs(gitDir: string): { tags: string[]; prs: GeneratedPr[] } {
  // Release tags are v<version>; a few releases have only `<version>` or `@rsbuild/core@<version>`.
  const refs = new Map<string, string>();
  for (const ref of git(gitDir, ['tag', '--list']).split('\n')) {
    const version = /^(?:v|@rsbuild\/core@)?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)$/.exec(ref)?.[1];
    const tag = version && `v${version}`;
    if (tag && parseTag(tag) && compareTags(tag, LAST_TAG) <= 0 && (!refs.has(tag) || ref === tag)) refs.set(tag, ref);
  }
  const tags = [...refs.keys()].sort(compareTags);
  const seen = new Set<number>();
  const prs: GeneratedPr[] = [];
  tags.forEach((tag, index) => {
    const exclude = tags.slice(0, index).map((earlier) => refs.get(earlier) as string);
    const args = ['log', '--format=%s', refs.get(tag) as string, ...(exclude.length > 0 ? ['--not', ...exclude] : []), '--', ...PATHS];
    const subjects = git(gitDir, args).split('\n').filter(Boolean).reverse();
    for (const subject of subjects) {
      const match = /^(.*?)\s*\(#(\d+)\)\s*$/.exec(subject);
      if (!match) continue;
      const number = Number(match[2]);
      if (seen.has(number)) continue;
      // A release pull request ("Release v0.5.0 (#1871)") ships in the release it names,
      // even when the tag sits on a commit before it; other version bumps are left out.
      let shippedIn = tag;
      if (RELEASE_SUBJECT.test(subject)) {
        const named = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)/.exec(match[1])?.[1];
        if (!named || !refs.has(`v${named}`)) continue;
        shippedIn = `v${named}`;
      }
      seen.add(number);
      prs.push({ number, subject: match[1].trim(), tag: shippedIn });
    }
  });
  // Release pull requests merged after their tag ("release: 1.0.1 (#3431)" follows the v1.0.1 tag).
  const later = git(gitDir, ['log', '--format=%s', '--tags', '--not', ...tags.map((tag) => refs.get(tag) as string), '--', ...PATHS]);
  for (const subject of later.split('\n').reverse()) {
    const match = /^(.*?)\s*\(#(\d+)\)\s*$/.exec(subject);
    const named = match && RELEASE_SUBJECT.test(subject) ? /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)/.exec(match[1])?.[1] : undefined;
    if (!match || !named || !refs.has(`v${named}`) || seen.has(Number(match[2]))) continue;
    seen.add(Number(match[2]));
    prs.push({ number: Number(match[2]), subject: match[1].trim(), tag: `v${named}` });
  }
  return { tags, prs };
}

function render(tags: string[], prs: GeneratedPr[]): string {
  const lines = LINES.map(({ line, release }, index) => {
    const lineTags = tags.filter((tag) => lineOf(tag) === line);
    const previousLine = index > 0 ? LINES[index - 1].line : undefined;
    const previous = previousLine ? tags.filter((tag) => lineOf(tag) === previousLine).at(-1) : undefined;
    const last = lineTags.at(-1) ?? release;
    const own = prs.filter((pr) => {
      if (index === 0) return compareTags(pr.tag, last) <= 0;
      return previous !== undefined && compareTags(pr.tag, previous) > 0 && compareTags(pr.tag, last) <= 0;
    });
    const body = own
      .sort((a, b) => compareTags(a.tag, b.tag) || a.number - b.number)
      .map((pr) => `      { number: ${pr.number}, subject: ${JSON.stringify(pr.subject)}, tag: '${pr.tag}' },`)
      .join('\n');
    return [
      '  {',
      `    line: '${line}',`,
      `    previous: ${previous ? `'${previous}'` : 'undefined'},`,
      `    release: '${release}',`,
      `    last: '${last}',`,
      '    prs: [',
      body,
      '    ],',
      '  },',
    ].join('\n');
  });
  return `/**
 * GENERATED by scripts/releases/generate-release-prs.ts from the Rsbuild git
 * repository; do not edit by hand (see README, "Release posts and their pull requests").
 *
 * For each release line, the pull requests whose first tag is in it: after
 * \`previous\` (the last tag of the line before) up to \`last\` (the line's last
 * patch release, or the 1.0 release itself). A post announces the PRs up to
 * \`release\`; the later ones shipped in the line's patch releases.
 * Filter: commits touching packages/core, packages/shared, packages/create-rsbuild or
 * packages/plugin-<name>; a release PR gets the tag of the version it names.
 */

export interface ReleasePr {
  /** Pull request number: https://github.com/web-infra-dev/rsbuild/pull/<number> */
  number: number;
  /** Squash-commit subject without its \`(#<number>)\`. */
  subject: string;
  /** First tag (version order) whose history contains the commit. */
  tag: string;
}

export interface ReleaseLine {
  /** '0.3', the post docs/<lang>/community/releases/v0-3.mdx */
  line: string;
  /** Last tag of the previous line (the post's range starts after it); undefined for 0.1. */
  previous: string | undefined;
  /** The tag the post announces (its range ends there, pre-releases included). */
  release: string;
  /** Last tag read for this line. */
  last: string;
  prs: ReleasePr[];
}

export const releaseLines: ReleaseLine[] = [
${lines.join('\n')}
];
`;
}

function main(): void {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npx tsx scripts/releases/generate-release-prs.ts <path to an Rsbuild clone or git dir>');
    process.exitCode = 2;
    return;
  }
  const gitDir = resolveGitDir(target);
  const { tags, prs } = collectPrs(gitDir);
  const out = path.resolve(import.meta.dirname, '../../site/release-prs.ts');
  writeFileSync(out, render(tags, prs));
  console.log(`${path.relative(process.cwd(), out)}: ${prs.length} pull requests from ${tags.length} tags (${tags[0]} ... ${tags.at(-1)})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
