#!/usr/bin/env node
// npm 11 leaves some platform-only optional dependencies out of package-lock.json
// (the nested @rspack/binding 1.x of rsbuild-1-3, sass-embedded's platform builds)
// yet keeps them in their parent's `optionalDependencies`; `npm ci` then refuses
// the lock as out of sync. This drops those dangling optional edges, which only
// name packages for other platforms. Run it after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Returns the lock without optional edges that no lock entry can satisfy, and what was dropped. */
export function pruneDanglingOptionals(lock) {
  const packages = lock.packages ?? {};
  const dropped = [];
  // npm resolves a dependency from the nearest node_modules up the tree; an
  // exact version spec must match the version found there.
  const resolves = (from, name, spec) => {
    let dir = from;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (candidate in packages) return !/^\d+\.\d+\.\d+$/.test(spec) || packages[candidate].version === spec;
      if (!dir) return false;
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut === -1 ? '' : dir.slice(0, cut);
    }
  };
  for (const [location, entry] of Object.entries(packages)) {
    const optional = entry.optionalDependencies;
    if (!optional) continue;
    for (const [name, spec] of Object.entries(optional)) {
      if (!resolves(location, name, spec)) {
        delete optional[name];
        dropped.push(`${location || '(root)'} → ${name}`);
      }
    }
  }
  return { lock, dropped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'package-lock.json';
  const { lock, dropped } = pruneDanglingOptionals(JSON.parse(readFileSync(file, 'utf8')));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${file}: dropped ${dropped.length} dangling optional dependencies`);
  for (const line of dropped) console.log(`  ${line}`);
}
