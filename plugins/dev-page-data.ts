import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RsbuildPlugin } from '@rsbuild/core';
import GithubSlugger from '@rspress/shared/github-slugger';
import { extractTextAndId } from '@rspress/shared/node-utils';
import type { Heading, PhrasingContent, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The dev server (`rspress dev`) only: the page data a writer's open page needs, worked out for
 * that page when it compiles, instead of for every page before the server listens.
 *
 * Before it listens, Rspress (2.0.22, rsbuild-plugin-searchIndex in
 * runtimeModule/pageData/rsbuildPlugin.js) reads every page, inlines the
 * fragments it imports and parses it with remark, for the page list and the
 * search index: 15.7 s of the 35 s the main thread spent before "Local:" in a
 * CPU profile on 2 busy cores (README, "Dev server"). This site ships none of that page list anyway
 * (plugins/lean-page-data.ts empties it; each page's module carries its own
 * data), so in dev the Rsbuild plugin is removed, the page list module gets
 * an empty list, and a page's own fields are filled in by
 * plugins/lean-page-data.ts from `devPageFields` when the page compiles.
 * Search has no index in dev (it needs every page).
 *
 * `rspress build` never loads this: production output is unchanged. `SITE_DEV_FULL=1 npm run dev`
 * starts the dev server the old way (every page read ahead, search in dev), for comparison.
 */
export const isDevServer = (env: Record<string, string | undefined> = process.env): boolean =>
  env.NODE_ENV === 'development' && env.SITE_DEV_FULL !== '1';

/** The name of Rspress's Rsbuild plugin that builds the page list and search index of every page. */
export const RSPRESS_PAGE_DATA_PLUGIN = 'rsbuild-plugin-searchIndex';

export const UNEXPECTED_DEV_PAGE_DATA = 'plugins/dev-page-data.ts: the virtual-page-data module Rspress generated in dev does not have the expected form';

const NULL_PAGE_DATA = /^\s*export const pageData = null;\s*export const searchIndexHash = null;\s*$/;

/** The virtual-page-data module once its producer is removed: an empty list, as the production bundles get. */
export function devPageListCode(code: string): string {
  if (!NULL_PAGE_DATA.test(code)) throw new Error(`${UNEXPECTED_DEV_PAGE_DATA}: ${code.slice(0, 200)}`);
  return 'export const pageData = {"pages":[]};\nexport const searchIndexHash = {};\n';
}

/** Removes Rspress's whole-site page reading in dev and gives the bundle an empty page list. */
export function pluginDevPageList(): RsbuildPlugin {
  return {
    name: 'site-dev-page-list',
    remove: [RSPRESS_PAGE_DATA_PLUGIN],
    // Set up before Rspress's own plugins, so this transform runs after the one that writes the module's code.
    enforce: 'pre',
    setup(api) {
      api.transform({ test: /[\\/]virtual-page-data\.js$/ }, ({ code }) => devPageListCode(code));
    },
  };
}

/** What Rspress knows of a route (its RouteMeta), as far as a page's own fields need it. */
export interface DevRoute {
  routePath: string;
  absolutePath: string;
  lang: string;
  version: string;
}

const run = promisify(execFile);

const lastUpdatedTimes = new Map<string, Promise<string | undefined>>();

/**
 * The time of the last commit that touched `file`, as Rspress's last-updated plugin writes it
 * (`new Date(ms).toLocaleString(lang || 'zh')`); undefined outside git or for a file never committed.
 * Looked up once per file and dev server, as Rspress looks up every page once when it starts:
 * a page compiled again after an edit does not wait for git.
 */
export function lastUpdatedTime(file: string, lang: string): Promise<string | undefined> {
  const key = `${lang}\u0000${file}`;
  let time = lastUpdatedTimes.get(key);
  if (!time) {
    time = gitTime(file, lang);
    lastUpdatedTimes.set(key, time);
  }
  return time;
}

async function gitTime(file: string, lang: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['log', '-1', '--no-renames', '--format=%at', '--', path.basename(file)], { cwd: path.dirname(file) });
    const seconds = Number(stdout.trim());
    return stdout.trim() && Number.isFinite(seconds) ? new Date(seconds * 1000).toLocaleString(lang || 'zh') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fields of a page that production takes from Rspress's page list into the page's module
 * (see ownPageData in plugins/lean-page-data.ts), for one route.
 */
export async function devPageFields(route: DevRoute, docsRoot: string, lastUpdated: boolean): Promise<Record<string, unknown> & { routePath: string }> {
  const fields: Record<string, unknown> & { routePath: string } = {
    routePath: route.routePath,
    lang: route.lang,
    version: route.version,
    _relativePath: path.relative(docsRoot, route.absolutePath).split(path.sep).join('/'),
  };
  if (lastUpdated) {
    const time = await lastUpdatedTime(route.absolutePath, route.lang);
    if (time !== undefined) fields.lastUpdatedTime = time;
  }
  return fields;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function childText(node: PhrasingContent): string {
  switch (node.type) {
    case 'link':
      return node.children.map(childText).join('');
    case 'strong':
      return `**${node.children.map(childText).join('')}**`;
    case 'emphasis':
      return `*${node.children.map(childText).join('')}*`;
    case 'delete':
      return `~~${node.children.map(childText).join('')}~~`;
    case 'text':
      return node.value;
    case 'inlineCode':
      return `\`${node.value}\``;
    default:
      return '';
  }
}

/**
 * The headers (depth 2 to 4, as Rspress's parseToc lists them) of a page's own text, for the
 * overview page in dev: headings of the fragments a page imports are not included.
 */
export function devToc(source: string): { id: string; text: string; depth: number }[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').replace(/^import\s.*$/gm, '').replace(/\r\n/g, '\n');
  const tree = parser.parse(body) as Root;
  const slugger = new GithubSlugger();
  const toc: { id: string; text: string; depth: number }[] = [];
  // Top-level headings only, in order (Rspress visits the root's children; every heading takes a slug).
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const heading = node as Heading;
    let customId = '';
    const text = heading.children
      .map((child) => {
        if (child.type !== 'text') return childText(child);
        const [textPart, idPart] = extractTextAndId(child.value);
        customId = idPart;
        return textPart;
      })
      .join('')
      .trim();
    const id = customId || slugger.slug(text);
    if (heading.depth >= 2 && heading.depth < 5) toc.push({ id, text, depth: heading.depth });
  }
  return toc;
}

/** devToc of a file on disk. */
export function devTocOfFile(file: string) {
  return devToc(readFileSync(file, 'utf8'));
}
