/**
 * The packages whose 1.x releases the "when did it arrive" data is read from,
 * and the last release of each that this site documents.
 */
export interface TrackedPackage {
  /** npm name. */
  name: string;
  /** Last release documented (the installed one): releases after it are not read. */
  upTo: string;
}

export const CORE_PACKAGE: TrackedPackage = { name: '@rsbuild/core', upTo: '1.3.22' };

/** Official plugins, each with the version installed in this repository (package.json). */
export const PLUGIN_PACKAGES: Record<string, TrackedPackage> = {
  babel: { name: '@rsbuild/plugin-babel', upTo: '1.0.5' },
  less: { name: '@rsbuild/plugin-less', upTo: '1.2.4' },
  preact: { name: '@rsbuild/plugin-preact', upTo: '1.3.1' },
  react: { name: '@rsbuild/plugin-react', upTo: '1.3.2' },
  sass: { name: '@rsbuild/plugin-sass', upTo: '1.3.1' },
  solid: { name: '@rsbuild/plugin-solid', upTo: '1.0.5' },
  stylus: { name: '@rsbuild/plugin-stylus', upTo: '1.1.1' },
  svelte: { name: '@rsbuild/plugin-svelte', upTo: '1.0.8' },
  svgr: { name: '@rsbuild/plugin-svgr', upTo: '1.2.0' },
  vue: { name: '@rsbuild/plugin-vue', upTo: '1.0.7' },
};

/** Compares two x.y.z versions. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const diff = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The stable 1.x releases from a registry version list, up to `upTo`, oldest first. */
export function releasesToRead(all: string[], upTo: string): string[] {
  return all
    .filter((version) => /^1\.\d+\.\d+$/.test(version) && compareVersions(version, upTo) <= 0)
    .sort(compareVersions);
}
