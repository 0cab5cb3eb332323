/**
 * Reads the names a published release declares, from its own `.d.ts` files:
 * every config key path of `RsbuildConfig` (nested objects included), the
 * members of the plugin API, the Rsbuild instance, the dev server, the
 * environment context and the dev server's environment helpers, the value
 * exports of the package, and a plugin's options.
 *
 * Imports the release does not ship (`@rspack/core`, `webpack-chain`...) are
 * resolved from the documented 1.3.22 package, so its types stay complete enough
 * to walk; only types declared in the release's own declaration folder
 * (`dist-types/`, not the bundled third-party types under `compiled/`) are walked into.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { memberNames } from '../check-docs/api-coverage';
import { exampleCompilerOptions } from '../check-docs/ts-program';

export interface CoreNames {
  /** `output.filename.js` → its declared type, as written. */
  config: Record<string, string>;
  pluginApi: string[];
  instance: string[];
  devServer: string[];
  environmentContext: string[];
  environmentApi: string[];
  exports: string[];
}

/** How deep the config walk goes below a section (`output.filename.js` is depth 3). */
const MAX_CONFIG_DEPTH = 4;

/** The package's type entry, from its package.json. */
export function typesEntry(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
  };
  const entry = path.join(packageDir, manifest.types ?? manifest.typings ?? 'dist/index.d.ts');
  if (!existsSync(entry)) throw new Error(`${packageDir}: no type entry at ${entry}`);
  return entry;
}

/** Parsed files of the shared dependencies (1.3.22's @rspack/core...), reused across releases. */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

function createProgram(probeFile: string, probeText: string, fallbackImporter: string): ts.Program {
  const options = { ...exampleCompilerOptions, types: [] };
  const host = ts.createCompilerHost(options, true);
  const probe = path.resolve(probeFile);
  const baseGetSourceFile = host.getSourceFile.bind(host);
  const ownDir = path.dirname(probe) + path.sep;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const resolved = path.resolve(fileName);
    if (resolved === probe) return ts.createSourceFile(fileName, probeText, languageVersion, true);
    if (resolved.startsWith(ownDir)) return baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
    let file = sharedSourceFiles.get(resolved);
    if (!file) {
      file = baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (file) sharedSourceFiles.set(resolved, file);
    }
    return file;
  };
  const baseFileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => path.resolve(fileName) === probe || baseFileExists(fileName);
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const own = ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirected);
      if (own.resolvedModule || literal.text.startsWith('.')) return own;
      // A dependency the unpacked release does not carry: take the documented package's.
      const name = literal.text === '@rsbuild/core' ? 'rsbuild-1-3' : literal.text;
      return ts.resolveModuleName(name, fallbackImporter, compilerOptions, host, cache, redirected);
    });
  return ts.createProgram({ rootNames: [probe], options, host });
}

function moduleExports(program: ts.Program, file: string): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${file} did not load`);
  return new Map(checker.getExportsOfModule(symbol).map((item) => [item.getName(), item]));
}

function declaredType(checker: ts.TypeChecker, symbol: ts.Symbol | undefined, name: string): ts.Type {
  if (!symbol) throw new Error(`probe does not export ${name}`);
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const type = checker.getDeclaredTypeOfSymbol(target);
  if (type.flags & ts.TypeFlags.Any) throw new Error(`${name} does not resolve`);
  return type;
}

/** Object members of a (possibly union, array or nullable) type that are declared inside `ownDir`. */
function ownObjectParts(checker: ts.TypeChecker, type: ts.Type, ownDir: string, arrays = 0): ts.Type[] {
  const nonNull = checker.getNonNullableType(type);
  const parts = nonNull.isUnion() ? nonNull.types : [nonNull];
  const result: ts.Type[] = [];
  for (const part of parts) {
    if (checker.isArrayType(part)) {
      const element = checker.getTypeArguments(part as ts.TypeReference)[0];
      if (element && arrays < 2) result.push(...ownObjectParts(checker, element, ownDir, arrays + 1));
      continue;
    }
    if (!(part.flags & ts.TypeFlags.Object) && !part.isIntersection()) continue;
    if (part.getCallSignatures().length > 0) continue;
    const declarations = (part.aliasSymbol ?? part.getSymbol())?.declarations ?? [];
    const own = declarations.some((declaration) => path.resolve(declaration.getSourceFile().fileName).startsWith(ownDir));
    if (own) result.push(part);
  }
  return result;
}

function declaredText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    // Comments (JSDoc of nested members) are not part of the shape.
    return declaration.type
      .getText()
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation);
}

/** Every key path below `type`, with the declared type of each, walking only the release's own types. */
function walkKeys(checker: ts.TypeChecker, type: ts.Type, prefix: string, ownDir: string, depth: number, out: Record<string, string>): void {
  if (depth > MAX_CONFIG_DEPTH) return;
  for (const part of ownObjectParts(checker, type, ownDir)) {
    for (const property of checker.getPropertiesOfType(part)) {
      const key = prefix ? `${prefix}.${property.getName()}` : property.getName();
      if (!(key in out)) out[key] = declaredText(checker, property);
      walkKeys(checker, checker.getTypeOfSymbol(property), key, ownDir, depth + 1, out);
    }
  }
}

/** The names one release of @rsbuild/core declares. */
export function readCoreNames(packageDir: string, fallbackImporter: string): CoreNames {
  const entry = typesEntry(packageDir);
  const probeFile = path.join(packageDir, '__versions_probe.ts');
  const from = `./${path.relative(packageDir, entry).replace(/\.d\.ts$/, '').split(path.sep).join('/')}`;
  const probeText = [
    `import type { RsbuildInstance } from '${from}';`,
    `export type { RsbuildConfig, RsbuildPluginAPI, RsbuildInstance, EnvironmentContext } from '${from}';`,
    `export type DevServer = Awaited<ReturnType<RsbuildInstance['createDevServer']>>;`,
    `export type EnvironmentHelpers = DevServer['environments'][string];`,
    `export * as core from '${from}';`,
    '',
  ].join('\n');
  const program = createProgram(probeFile, probeText, fallbackImporter);
  const checker = program.getTypeChecker();
  const exported = moduleExports(program, probeFile);
  const type = (name: string) => declaredType(checker, exported.get(name), name);
  const ownDir = path.dirname(entry) + path.sep;

  const config: Record<string, string> = {};
  const root = type('RsbuildConfig');
  for (const section of checker.getPropertiesOfType(root)) {
    const name = section.getName();
    config[name] = declaredText(checker, section);
    // Environments repeat the sections under a name of the user's choosing.
    if (name === 'environments') continue;
    walkKeys(checker, checker.getTypeOfSymbol(section), name, ownDir, 1, config);
  }

  const coreSymbol = exported.get('core');
  if (!coreSymbol) throw new Error('probe does not export core');
  const exportsList = checker
    .getExportsOfModule(checker.getAliasedSymbol(coreSymbol))
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.getName())
    .sort();

  return {
    config,
    pluginApi: memberNames(checker, type('RsbuildPluginAPI')),
    instance: memberNames(checker, type('RsbuildInstance')),
    devServer: memberNames(checker, type('DevServer')),
    environmentContext: memberNames(checker, type('EnvironmentContext')),
    environmentApi: memberNames(checker, type('EnvironmentHelpers')),
    exports: exportsList,
  };
}

/** Option key paths (nested ones too) of one release of a plugin, with their declared types. */
export function readPluginOptions(packageDir: string, optionsType: string, fallbackImporter: string): Record<string, string> {
  const entry = typesEntry(packageDir);
  const probeFile = path.join(packageDir, '__versions_probe.ts');
  const from = `./${path.relative(packageDir, entry).replace(/\.d\.ts$/, '').split(path.sep).join('/')}`;
  const program = createProgram(probeFile, `export type { ${optionsType} } from '${from}';\n`, fallbackImporter);
  const checker = program.getTypeChecker();
  const options = declaredType(checker, moduleExports(program, probeFile).get(optionsType), optionsType);
  const out: Record<string, string> = {};
  walkKeys(checker, options, '', path.dirname(entry) + path.sep, 1, out);
  return out;
}
