import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A relative import or re-export that brings values (`import type` carries none, and is skipped). */
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The files under `dir` that `entry` (rspress.config.ts) reads through its relative value imports,
 * followed transitively, without going into the files of `stopAt`: the site data it passes to Rspress
 * (UI strings, sidebar, nav, redirects...). A file only the theme imports is not listed: hot module
 * replacement updates the page for it.
 */
export function configDataFiles(entry: string, dir: string, stopAt: string[] = []): string[] {
  const seen = new Set<string>();
  const stops = new Set(stopAt.map((file) => path.resolve(file)));
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1]);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts')].find((candidate) => /\.(m?ts|tsx)$/.test(candidate) && existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(path.resolve(entry));
  const inside = `${path.resolve(dir)}${path.sep}`;
  return [...seen].filter((file) => file.startsWith(inside)).sort();
}

/**
 * How the dev server takes a change to each file of `dir` the config reads (README, "Dev server"):
 * - `hot`: the files `hotEntry` (site/config-data.ts) reads, whose values reach the pages as Rspress's
 *   site data; plugins/dev-site-data.ts computes them again and puts them in place, and the page
 *   updates without a restart;
 * - `restart`: every other file the config reads on a path that matters in dev (not through
 *   `buildOnly`, plugins that do nothing in dev): the server restarts, as Rspress reads its config
 *   once. A file on both sides restarts (links.ts feeds the nav and the redirects).
 */
export function devDataFiles(configFile: string, dir: string, hotEntry: string, buildOnly: string[] = []): { hot: string[]; restart: string[] } {
  const restart = configDataFiles(configFile, dir, [hotEntry, ...buildOnly]);
  const hot = configDataFiles(hotEntry, dir).filter((file) => !restart.includes(file));
  return { hot, restart };
}

/**
 * How long the dev server's watcher collects file changes before it rebuilds. Rsbuild sets 0, so one
 * save that the file system reports as two changes (an editor or `writeFileSync` truncating the file,
 * then writing it) could start two rebuilds one after the other: the page then took the second one's
 * hot update, about 0.95 s after the save instead of 0.4 s (10 of 30 first edits of /plugins/dev/hooks
 * on 2 cores; 0 of 14 with 20 ms, which is webpack's own default). README, "Dev server".
 */
export const DEV_AGGREGATE_TIMEOUT_MS = 20;

/** The dev server's Rspack watch options: Rsbuild's, with DEV_AGGREGATE_TIMEOUT_MS. */
export function devWatchOptions<T extends object>(watchOptions: T | undefined): T & { aggregateTimeout: number } {
  return { ...(watchOptions ?? ({} as T)), aggregateTimeout: DEV_AGGREGATE_TIMEOUT_MS };
}
