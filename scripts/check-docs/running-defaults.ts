import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The normalized config that @rsbuild/core 1.3.22 produces from an empty
 * config, read from the running package (installed as `rsbuild-1-3`). It runs
 * in an empty temporary directory so that no config file, tsconfig or
 * browserslist of this repository leaks into the defaults.
 */
export async function loadRunningDefaults(): Promise<unknown> {
  const { createRsbuild } = await import('rsbuild-1-3');
  const cwd = mkdtempSync(path.join(tmpdir(), 'check-docs-defaults-'));
  try {
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: {} });
    await rsbuild.initConfigs();
    // Plain copy: the normalized config is frozen two levels deep.
    return structuredCopy(rsbuild.getNormalizedConfig());
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

function structuredCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCopy);
  if (value instanceof RegExp || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, structuredCopy(item)]));
}
