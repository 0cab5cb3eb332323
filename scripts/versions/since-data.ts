import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape of site/since.json and the pure steps that build it from what each
 * release declares (generate.ts does the I/O).
 */

/** name → the first release (x.y.z) from which every later release up to the documented one declares it. */
export type FirstReleases = Record<string, string>;

/** key → [release, declared type] at the first release and at every release where the declared type changed. */
export type ShapeChanges = Record<string, Array<[string, string]>>;

export interface SinceData {
  generatedBy: string;
  core: {
    package: string;
    /** The releases read, oldest first; the first is the 1.0 release every marker is relative to. */
    releases: string[];
    config: FirstReleases;
    pluginApi: FirstReleases;
    instance: FirstReleases;
    devServer: FirstReleases;
    environmentContext: FirstReleases;
    environmentApi: FirstReleases;
    exports: FirstReleases;
    shapes: ShapeChanges;
  };
  plugins: Record<string, { package: string; releases: string[]; options: FirstReleases; shapes: ShapeChanges }>;
}

/**
 * Versions on the registry that are not releases of the 1.x line: `1.0.0` of the
 * core, the React plugin and the SVGR plugin is an early publish of 0.x code (it
 * depends on Rspack 0.4 or `@rsbuild/shared@1.0.0`, a package of the 0.x line).
 * Rsbuild 1.0 was published as 1.0.1 (tag v1.0.1, 2024-09-10), and so were the plugins.
 */
const EARLY_PUBLISH = 'a publish of 0.x code (depends on @rsbuild/shared 1.0.0); the 1.0 release is 1.0.1';
export const NOT_RELEASES: Record<string, Record<string, string>> = {
  '@rsbuild/core': { '1.0.0': EARLY_PUBLISH },
  '@rsbuild/plugin-react': { '1.0.0': EARLY_PUBLISH },
  '@rsbuild/plugin-svgr': { '1.0.0': EARLY_PUBLISH },
};

/** For each name of the last release, the first release of its unbroken run up to the last one. */
export function firstReleases(byRelease: Array<[string, string[]]>): FirstReleases {
  const result: FirstReleases = {};
  const last = byRelease.at(-1);
  if (!last) return result;
  const sets = byRelease.map(([version, names]) => [version, new Set(names)] as const);
  for (const name of [...last[1]].sort()) {
    let first = last[0];
    for (let index = sets.length - 1; index >= 0 && sets[index][1].has(name); index--) first = sets[index][0];
    result[name] = first;
  }
  return result;
}

/** Declared types of the last release's keys whose declaration changed along the releases. */
export function shapeChanges(byRelease: Array<[string, Record<string, string>]>): ShapeChanges {
  const result: ShapeChanges = {};
  const last = byRelease.at(-1);
  if (!last) return result;
  for (const key of Object.keys(last[1]).sort()) {
    const steps: Array<[string, string]> = [];
    for (const [version, declared] of byRelease) {
      const type = declared[key];
      if (type === undefined) continue;
      if (steps.length === 0 || steps[steps.length - 1][1] !== type) steps.push([version, type]);
    }
    if (steps.length > 1) result[key] = steps;
  }
  return result;
}

/** site/since.json of a checkout. */
export function readSinceData(repoRoot: string): SinceData {
  return JSON.parse(readFileSync(path.join(repoRoot, 'site/since.json'), 'utf8')) as SinceData;
}
