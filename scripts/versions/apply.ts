/**
 * `npx tsx scripts/versions/apply.ts`: writes the version lines site/since.json
 * asks for into every page (both languages): adds missing ones, corrects wrong
 * ones, removes those on what was already in 1.0. `npm run check:docs` checks the
 * same without writing. Run it after scripts/versions/generate.ts.
 *
 *   npx tsx scripts/versions/apply.ts [text ...]   only pages whose path contains one of the texts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixSince } from '../check-docs/since';
import { pageKey } from '../check-docs/types';
import { readSinceData } from './since-data';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const data = readSinceData(repoRoot);
const filters = process.argv.slice(2);
let changed = 0;
for (const name of readdirSync(path.join(repoRoot, 'docs'), { recursive: true }) as string[]) {
  const file = `docs/${name.split(path.sep).join('/')}`;
  const key = pageKey(file);
  if (!key || file.startsWith('docs/public/')) continue;
  if (filters.length > 0 && !filters.some((filter) => file.includes(filter))) continue;
  const full = path.join(repoRoot, file);
  const source = readFileSync(full, 'utf8');
  const fixed = fixSince(data, key.page, source, key.lang);
  if (fixed !== source) {
    writeFileSync(full, fixed);
    changed++;
    console.log(`updated ${file}`);
  }
}
console.log(`${changed} page(s) updated`);
