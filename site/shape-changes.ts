/**
 * Options whose accepted values grew during 1.x (a new type, value or object
 * form). site/since.json lists every change of a declared type between releases;
 * each one is either here, with the release from which the new form works (the
 * option's page names that release in its section), or in TYPE_ONLY_CHANGES with
 * the reason it changes nothing a reader writes. Checked by check:docs ('config').
 */
export interface ShapeChange {
  /** 'core' or the plugin's short name (react, less...). */
  package: string;
  /** Config key or plugin option path, e.g. output.manifest. */
  key: string;
  /** First release in which the new form works. */
  since: string;
  /** What became accepted. */
  form: string;
  /** The pull request that made it. */
  pr: number;
}

export const SHAPE_CHANGES: ShapeChange[] = [
  { package: 'core', key: 'dev.cliShortcuts.help', since: '1.3.22', form: 'a string, printed instead of the help hint', pr: 5304 },
  { package: 'core', key: 'dev.watchFiles', since: '1.0.11', form: 'an array of watch rules', pr: 3640 },
  { package: 'core', key: 'dev.watchFiles.options', since: '1.1.2', form: 'chokidar 4 options (chokidar 3 before)', pr: 3960 },
  { package: 'core', key: 'output.cleanDistPath', since: '1.2.0', form: 'the object form { enable, keep }', pr: 4375 },
  { package: 'core', key: 'output.filename.css', since: '1.0.16', form: 'a function', pr: 3752 },
  { package: 'core', key: 'output.filename.svg', since: '1.2.12', form: 'a function', pr: 4656 },
  { package: 'core', key: 'output.filename.font', since: '1.2.12', form: 'a function', pr: 4656 },
  { package: 'core', key: 'output.filename.image', since: '1.2.12', form: 'a function', pr: 4656 },
  { package: 'core', key: 'output.filename.media', since: '1.2.12', form: 'a function', pr: 4656 },
  { package: 'core', key: 'output.filename.assets', since: '1.2.12', form: 'a function', pr: 4656 },
  { package: 'core', key: 'output.manifest', since: '1.2.0', form: 'the object form { filename, filter, generate }', pr: 4289 },
  { package: 'core', key: 'output.minify.js', since: '1.3.22', form: "'always'", pr: 5315 },
  { package: 'core', key: 'output.minify.css', since: '1.3.22', form: "'always'", pr: 5315 },
  { package: 'core', key: 'output.sourceMap', since: '1.1.5', form: 'a boolean', pr: 4037 },
  { package: 'core', key: 'server.publicDir.copyOnBuild', since: '1.2.0', form: "'auto'", pr: 4299 },
  { package: 'core', key: 'tools.postcss.postcssOptions', since: '1.0.19', form: 'a function of the loader context', pr: 3858 },
  { package: 'less', key: 'lessLoaderOptions.webpackImporter', since: '1.2.4', form: "'only'", pr: 5181 },
];

/** `<package>:<key>@<release>` → why that declared-type change is not a new form. */
export const TYPE_ONLY_CHANGES: Record<string, string> = {
  'core:dev.cliShortcuts@1.1.0': 'the help key arrived (its own heading carries the version)',
  'core:dev.cliShortcuts@1.1.9': 'typing fix of custom: the parameter is always passed',
  'core:dev.cliShortcuts@1.3.22': 'help accepts a string (listed under dev.cliShortcuts.help)',
  'core:dev.cliShortcuts.custom@1.1.9': 'typing fix: the parameter is always passed',
  'core:output.filename.css@1.2.12': 'the same Rspack type under its new name',
  'core:output.filename.js@1.2.12': 'the same Rspack type under its new name',
  'core:performance.chunkSplit@1.2.16': 'type renamed (RsbuildChunkSplit to ChunkSplit)',
  'core:performance.prefetch@1.2.8': 'type split from preload: nothing new for prefetch',
  'core:performance.prefetch@1.3.11': 'types renamed',
  'core:performance.prefetch.exclude@1.3.11': 'type renamed',
  'core:performance.prefetch.include@1.3.11': 'type renamed',
  'core:performance.prefetch.type@1.3.11': 'type renamed',
  'core:performance.preload@1.2.8': 'the dedupe key arrived (its own heading carries the version)',
  'core:performance.preload@1.3.11': 'types renamed',
  'core:performance.preload.exclude@1.3.11': 'type renamed',
  'core:performance.preload.include@1.3.11': 'type renamed',
  'core:performance.preload.type@1.3.11': 'type renamed',
  'less:lessLoaderOptions.lessOptions@1.0.2': 'the same Less options, from the bundled copy of less',
  'stylus:stylusOptions.define@1.1.1': 'type fix (#4861): stylus-loader took the array of tuples before; the type said one tuple',
  'stylus:stylusOptions.import@1.0.6': 'type fix (#3972): stylus-loader took an array before; the type said a string',
};
