/** Command-line options of `npm run check:docs` (scripts/check-docs/index.ts). */
import { pageKey } from './types';

export const CHECKS = ['syntax', 'config', 'examples', 'parity', 'routes', 'api', 'anchors', 'releases', 'versions'] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckDocsOptions {
  only: Set<CheckName>;
  requireBuild: boolean;
  /** `--page <text>`: the page-level checks look at the matching pages only (see pageMatcher). */
  page: string | undefined;
}

export function parseArgs(argv: string[]): CheckDocsOptions {
  const onlyIndex = argv.indexOf('--only');
  const names = onlyIndex >= 0 ? (argv[onlyIndex + 1] ?? '').split(',') : [...CHECKS];
  const unknown = names.filter((name) => !(CHECKS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown check(s): ${unknown.join(', ')}; known: ${CHECKS.join(', ')}`);
  const pageIndex = argv.findIndex((arg) => arg === '--page' || arg === '--file');
  let page: string | undefined;
  if (pageIndex >= 0) {
    page = argv[pageIndex + 1];
    if (!page || page.startsWith('--')) throw new Error(`${argv[pageIndex]} needs a page, e.g. --page config/source/define or --page docs/zh/guide/start/quick-start.mdx`);
  }
  return { only: new Set(names as CheckName[]), requireBuild: argv.includes('--require-build'), page };
}

/**
 * Which page files (docs/<lang>/<page>.mdx) `--page <text>` selects: the text is a page or folder
 * path, with or without `docs/`, a language folder or the extension (`config/source/define`,
 * `docs/zh/config/source/define.mdx`, `config/source/`); the page matches in every language, so a
 * page and its twin are checked together. Every page whose path contains the text matches
 * (`define` selects source/define and the pages of other folders named so); a text ending in `/`
 * selects a folder.
 */
export function pageMatcher(text: string): (file: string) => boolean {
  const wanted = text
    .trim()
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .replace(/^docs\//, '')
    .replace(/^(en|zh)\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/^\//, '');
  return (file) => {
    const key = pageKey(file);
    if (!key) return false;
    return wanted.endsWith('/') ? `${key.page}/`.startsWith(wanted) : key.page.includes(wanted);
  };
}
