import path from 'node:path';
import ts from 'typescript';

/**
 * The site itself builds with Rspress, which brings @rsbuild/core 2.x and
 * @rspack/core 2.x into node_modules. The pages document 1.3, installed under
 * the alias `rsbuild-1-3`. Inside the checks' program every import of
 * `@rsbuild/core` (from an example or from a plugin's own types) resolves to
 * the alias, and every import of `@rspack/core` to the 1.x copy that the alias
 * depends on, so the two major versions never meet.
 */
export const DOCUMENTED_PACKAGE = 'rsbuild-1-3';

export interface VirtualFile {
  /** Absolute path; it does not exist on disk. */
  fileName: string;
  text: string;
}

export interface DocsProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
}

export const exampleCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  types: ['node'],
};

/** Maps a module name to the name and importer used to resolve it. */
export function redirectModule(
  name: string,
  containingFile: string,
  documentedEntry: string,
): { name: string; containingFile: string } {
  if (name === '@rsbuild/core' || name.startsWith('@rsbuild/core/')) {
    return { name: DOCUMENTED_PACKAGE + name.slice('@rsbuild/core'.length), containingFile };
  }
  if (name === '@rspack/core' || name.startsWith('@rspack/core/')) {
    // Resolve as if imported by rsbuild-1-3 itself: finds its nested 1.x copy.
    return { name, containingFile: documentedEntry };
  }
  return { name, containingFile };
}

/**
 * Creates one TypeScript program over the given in-memory files, with the
 * module redirection above. `repoRoot` is where node_modules is looked up.
 */
export function createDocsProgram(repoRoot: string, files: VirtualFile[]): DocsProgram {
  const options = { ...exampleCompilerOptions };
  const virtual = new Map(files.map((file) => [path.resolve(file.fileName), file.text]));
  const host = ts.createCompilerHost(options, true);
  const documentedEntry = resolvePackageTypes(repoRoot, host, options);

  const baseGetSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    return baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const baseFileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || baseFileExists(fileName);
  const baseReadFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName)) ?? baseReadFile(fileName);

  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const target = redirectModule(literal.text, containingFile, documentedEntry);
      return ts.resolveModuleName(target.name, target.containingFile, compilerOptions, host, cache, redirected);
    });

  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  return { program, checker: program.getTypeChecker() };
}

/** Absolute path of the documented package's type entry (used as importer for @rspack/core). */
function resolvePackageTypes(repoRoot: string, host: ts.CompilerHost, options: ts.CompilerOptions): string {
  const resolved = ts.resolveModuleName(DOCUMENTED_PACKAGE, path.join(repoRoot, 'package.json'), options, host);
  const fileName = resolved.resolvedModule?.resolvedFileName;
  if (!fileName) {
    throw new Error(`Cannot resolve the types of ${DOCUMENTED_PACKAGE} from ${repoRoot}; is it installed?`);
  }
  return fileName;
}
