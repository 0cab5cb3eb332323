import ts from 'typescript';
import type { DocsProgram } from './ts-program';

/** The config sections whose members count for coverage, and their key prefix. */
export const SECTION_INTERFACES = {
  dev: 'DevConfig',
  server: 'ServerConfig',
  source: 'SourceConfig',
  output: 'OutputConfig',
  html: 'HtmlConfig',
  tools: 'ToolsConfig',
  performance: 'PerformanceConfig',
  security: 'SecurityConfig',
  resolve: 'ResolveConfig',
  moduleFederation: 'ModuleFederationConfig',
} as const;

/** Top-level keys of RsbuildConfig that have their own page. */
export const TOP_LEVEL_KEYS = ['mode', 'root', 'plugins', 'environments'] as const;

/** Source of the in-memory module that gives the program a handle on the config types. */
export const SCHEMA_MODULE_TEXT = `export type { RsbuildConfig } from '@rsbuild/core';\n`;

export interface OptionInfo {
  path: string;
  /** The type as written in the declaration, e.g. `boolean | ProgressBarConfig`. */
  declared: string;
  /** Other spellings that denote the same declared type (alias body, printed type). */
  equivalents: string[];
  /** The `@default` JSDoc tag of the declaration, as written, when it has one. */
  jsdocDefault?: string;
}

/** What the config-facts check needs to know about RsbuildConfig. */
export interface ConfigSchema {
  lookup(optionPath: string): OptionInfo | undefined;
  /** Keys like `dev.hmr`, `server.port`, `mode`, in declaration order. */
  coverageKeys(): string[];
  /** 'deprecated' or 'webpack only' when the declaration's JSDoc says so. */
  noteOf(optionPath: string): string | undefined;
}

/** Reads RsbuildConfig and the section interfaces from the program's schema module. */
export function createConfigSchema(docs: DocsProgram, schemaFileName: string): ConfigSchema {
  const { program, checker } = docs;
  const sourceFile = program.getSourceFile(schemaFileName);
  if (!sourceFile) throw new Error(`schema module ${schemaFileName} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error('schema module has no symbol');

  const exported = new Map<string, ts.Type>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const type = checker.getDeclaredTypeOfSymbol(target);
    // An unresolved export comes back as the error type, which is `any`.
    if (type.flags & ts.TypeFlags.Any) throw new Error(`@rsbuild/core does not export ${symbol.name}`);
    exported.set(symbol.name, type);
  }
  const typeOf = (name: string): ts.Type => {
    const type = exported.get(name);
    if (!type) throw new Error(`@rsbuild/core does not export ${name}`);
    return type;
  };

  const objectParts = (type: ts.Type): ts.Type[] => {
    const nonNull = checker.getNonNullableType(type);
    const parts = nonNull.isUnion() ? nonNull.types : [nonNull];
    return parts.filter((part) => (part.flags & ts.TypeFlags.Object) !== 0 || part.isIntersection());
  };

  const findProperty = (type: ts.Type, name: string, depth = 0): ts.Symbol | undefined => {
    for (const part of objectParts(type)) {
      const property = checker.getPropertyOfType(part, name);
      if (property) return property;
    }
    if (depth > 1) return undefined;
    // Not a direct member: look inside array elements and record values, so
    // that `source.transformImport.libraryName` and `source.entry.import` resolve.
    for (const part of objectParts(type)) {
      const inner = checker.isArrayType(part)
        ? checker.getTypeArguments(part as ts.TypeReference)[0]
        : checker.getIndexInfoOfType(part, ts.IndexKind.String)?.type;
      const property = inner && findProperty(inner, name, depth + 1);
      if (property) return property;
    }
    return undefined;
  };

  /** The declaration symbol of a dotted option path, walking from RsbuildConfig. */
  const resolveOption = (optionPath: string): ts.Symbol | undefined => {
    let current: ts.Type = typeOf('RsbuildConfig');
    let symbol: ts.Symbol | undefined;
    for (const segment of optionPath.split('.')) {
      symbol = findProperty(current, segment);
      if (!symbol) return undefined;
      current = checker.getTypeOfSymbol(symbol);
    }
    return symbol;
  };

  const describe = (optionPath: string, symbol: ts.Symbol): OptionInfo => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    const printed = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    // With InTypeAlias the checker prints the structure behind a top-level alias.
    const expanded = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias);
    const equivalents = [printed, expanded];
    let declared = printed;
    if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      declared = declaration.type.getText();
      const aliasBody = aliasBodyText(checker, declaration.type);
      if (aliasBody) equivalents.push(aliasBody);
    }
    const tag = declaration && ts.getJSDocTags(declaration).find((item) => item.tagName.text === 'default');
    const jsdocDefault = tag ? ts.getTextOfJSDocComment(tag.comment)?.trim() : undefined;
    return { path: optionPath, declared, equivalents, jsdocDefault };
  };

  /**
   * The same property in every member of a union (`strategy` in each kind of
   * ChunkSplit): the option's type is the union of their declared types.
   */
  const unionSiblings = (optionPath: string): ts.Symbol[] => {
    const segments = optionPath.split('.');
    const last = segments.pop() as string;
    const parent = segments.length === 0 ? typeOf('RsbuildConfig') : resolveOption(segments.join('.'));
    if (!parent) return [];
    const parentType = 'flags' in parent && !('getName' in parent) ? (parent as ts.Type) : checker.getTypeOfSymbol(parent as ts.Symbol);
    return objectParts(parentType)
      .map((part) => checker.getPropertyOfType(part, last))
      .filter((property): property is ts.Symbol => property !== undefined);
  };

  return {
    lookup(optionPath) {
      const symbol = resolveOption(optionPath);
      if (!symbol) return undefined;
      const info = describe(optionPath, symbol);
      const siblings = unionSiblings(optionPath);
      if (siblings.length > 1) {
        const declared = siblings.map((sibling) => describe(optionPath, sibling).declared);
        if (new Set(declared).size > 1) info.equivalents.push(declared.join(' | '));
      }
      return info;
    },
    noteOf(optionPath) {
      const symbol = resolveOption(optionPath);
      const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
      const tags = declaration ? ts.getJSDocTags(declaration) : [];
      if (tags.some((tag) => tag.tagName.text === 'deprecated')) return 'deprecated';
      if (tags.some((tag) => tag.tagName.text === 'requires' && /webpack/.test(ts.getTextOfJSDocComment(tag.comment) ?? ''))) {
        return 'webpack only';
      }
      return undefined;
    },
    coverageKeys() {
      const keys: string[] = [...TOP_LEVEL_KEYS];
      const root = typeOf('RsbuildConfig');
      for (const [prefix, name] of Object.entries(SECTION_INTERFACES)) {
        // Not every section interface is exported; reach it through RsbuildConfig.
        const section = findProperty(root, prefix);
        const type = section && checker.getNonNullableType(checker.getTypeOfSymbol(section));
        if (!type || checker.typeToString(type) !== name) {
          throw new Error(`RsbuildConfig.${prefix} is not ${name} in @rsbuild/core`);
        }
        for (const property of checker.getPropertiesOfType(type)) {
          keys.push(`${prefix}.${property.name}`);
        }
      }
      return keys;
    },
  };
}

/** For `Foo` where `type Foo = <body>` (not generic), the text of `<body>`. */
function aliasBodyText(checker: ts.TypeChecker, node: ts.TypeNode): string | undefined {
  if (!ts.isTypeReferenceNode(node) || node.typeArguments) return undefined;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration || declaration.typeParameters) return undefined;
  return declaration.type.getText();
}
