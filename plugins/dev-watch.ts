import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The files under `dir` that `entry` (rspress.config.ts) reads through its relative imports,
 * followed transitively: the site data it passes to Rspress (UI strings, sidebar, nav,
 * redirects...). Rspress reads its config once when the dev server starts, so the dev server
 * restarts when one of them changes (rspress.config.ts, `dev.watchFiles`); a file only the
 * theme imports is not listed, hot module replacement updates the page for it.
 */
export function configDataFiles(entry: string, dir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1]);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts')].find((candidate) => /\.(m?ts|tsx)$/.test(candidate) && existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  const inside = `${path.resolve(dir)}${path.sep}`;
  return [...seen].filter((file) => file.startsWith(inside)).sort();
}
