/**
 * `npx tsx scripts/versions/generate.ts` (run by hand; needs the npm registry):
 * writes site/since.json, the first 1.x release that declares each config key,
 * JavaScript API and plugin API member, and each official plugin option.
 *
 * It unpacks every stable 1.x release of @rsbuild/core up to 1.3.22, and of each
 * official plugin up to the installed version, into .cache/versions/ (`npm pack`;
 * kept between runs), and reads each release's own .d.ts files (read-types.ts).
 *
 *   --offline   use only what .cache/versions/ already holds
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLUGIN_OPTION_TYPES } from '../check-docs/api-coverage';
import { CORE_PACKAGE, PLUGIN_PACKAGES, type TrackedPackage, releasesToRead } from './packages';
import { type CoreNames, readCoreNames, readPluginOptions } from './read-types';
import { type SinceData, firstReleases, NOT_RELEASES, shapeChanges } from './since-data';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(repoRoot, '.cache/versions');
const outFile = path.join(repoRoot, 'site/since.json');
const offline = process.argv.includes('--offline');

function registryVersions(pkg: TrackedPackage): string[] {
  if (offline) return readdirSync(path.join(cacheDir, pkg.name));
  const output = execFileSync('npm', ['view', pkg.name, 'versions', '--json'], { encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

/** The releases to read, unpacked: [version, package dir]. */
function unpacked(pkg: TrackedPackage): Array<[string, string]> {
  const skip = NOT_RELEASES[pkg.name] ?? {};
  const versions = releasesToRead(registryVersions(pkg), pkg.upTo).filter((version) => !(version in skip));
  return versions.map((version) => {
    const dir = path.join(cacheDir, pkg.name, version);
    const packageDir = path.join(dir, 'package');
    if (!existsSync(packageDir)) {
      if (offline) throw new Error(`${pkg.name}@${version} is not in ${cacheDir} (run without --offline)`);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const tarball = execFileSync('npm', ['pack', `${pkg.name}@${version}`, '--silent'], { cwd: dir, encoding: 'utf8' }).trim();
      execFileSync('tar', ['xzf', tarball], { cwd: dir });
      rmSync(path.join(dir, tarball));
    }
    return [version, packageDir];
  });
}

function main(): void {
  const fallbackImporter = createRequire(import.meta.url).resolve(path.join(repoRoot, 'node_modules/rsbuild-1-3/package.json'));

  const coreReleases = unpacked(CORE_PACKAGE);
  const coreByRelease: Array<[string, CoreNames]> = coreReleases.map(([version, dir]) => {
    process.stdout.write(`${CORE_PACKAGE.name}@${version}\n`);
    return [version, readCoreNames(dir, fallbackImporter)];
  });
  const names = (pick: (names: CoreNames) => string[]) =>
    firstReleases(coreByRelease.map(([version, read]) => [version, pick(read)]));

  const plugins: SinceData['plugins'] = {};
  for (const { plugin, type } of PLUGIN_OPTION_TYPES) {
    const pkg = PLUGIN_PACKAGES[plugin];
    if (!pkg) throw new Error(`no package entry for plugin ${plugin} in scripts/versions/packages.ts`);
    const byRelease = unpacked(pkg).map(([version, dir]): [string, Record<string, string>] => {
      process.stdout.write(`${pkg.name}@${version}\n`);
      return [version, readPluginOptions(dir, type, fallbackImporter)];
    });
    plugins[plugin] = {
      package: pkg.name,
      releases: byRelease.map(([version]) => version),
      options: firstReleases(byRelease.map(([version, options]) => [version, Object.keys(options)])),
      shapes: shapeChanges(byRelease),
    };
  }

  const data: SinceData = {
    generatedBy: 'scripts/versions/generate.ts',
    core: {
      package: CORE_PACKAGE.name,
      releases: coreReleases.map(([version]) => version),
      config: names((read) => Object.keys(read.config)),
      pluginApi: names((read) => read.pluginApi),
      instance: names((read) => read.instance),
      devServer: names((read) => read.devServer),
      environmentContext: names((read) => read.environmentContext),
      environmentApi: names((read) => read.environmentApi),
      exports: names((read) => read.exports),
      shapes: shapeChanges(coreByRelease.map(([version, read]) => [version, read.config])),
    },
    plugins,
  };
  writeFileSync(outFile, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`wrote ${path.relative(repoRoot, outFile)}`);
}

main();
