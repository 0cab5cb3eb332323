import ts from 'typescript';

/** Marker for a documented value that is not a plain literal (e.g. `process.cwd()`). */
export const NOT_PLAIN: unique symbol = Symbol('not a plain value');

export type PlainValue = string | number | boolean | null | undefined | RegExp | PlainValue[] | { [key: string]: PlainValue };

/**
 * Reads a JavaScript literal as written in a page: strings, numbers, booleans,
 * null, undefined, regular expressions, and arrays and objects of those.
 * Anything else (calls, identifiers, template strings with expressions)
 * returns NOT_PLAIN.
 */
export function parseLiteral(text: string): PlainValue | typeof NOT_PLAIN {
  const source = ts.createSourceFile('literal.ts', `(${text});`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const statement = source.statements[0];
  if (source.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return NOT_PLAIN;
  // parseDiagnostics is internal to TypeScript; a syntax error means the text is not a literal.
  const syntaxErrors = (source as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
  if (syntaxErrors.length > 0) return NOT_PLAIN;
  return evaluate(statement.expression);
}

/** The value of a literal expression node, or NOT_PLAIN. */
export function evaluate(node: ts.Expression): PlainValue | typeof NOT_PLAIN {
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = evaluate(node.operand);
    return typeof value === 'number' ? -value : NOT_PLAIN;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isRegularExpressionLiteral(node)) {
    const match = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
    return match ? new RegExp(match[1], match[2]) : NOT_PLAIN;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items: PlainValue[] = [];
    for (const element of node.elements) {
      const value = evaluate(element);
      if (value === NOT_PLAIN) return NOT_PLAIN;
      items.push(value);
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: { [key: string]: PlainValue } = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_PLAIN;
      const name = property.name;
      let key: string;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) key = name.text;
      else return NOT_PLAIN;
      const value = evaluate(property.initializer);
      if (value === NOT_PLAIN) return NOT_PLAIN;
      object[key] = value;
    }
    return object;
  }
  return NOT_PLAIN;
}

/**
 * Deep equality for configuration values. Functions never equal a literal;
 * regular expressions compare by source and flags; objects ignore keys whose
 * value is undefined (an absent key and `key: undefined` mean the same in a config).
 */
export function sameValue(documented: unknown, running: unknown): boolean {
  if (documented instanceof RegExp || running instanceof RegExp) {
    return documented instanceof RegExp && running instanceof RegExp && String(documented) === String(running);
  }
  if (Array.isArray(documented) || Array.isArray(running)) {
    return (
      Array.isArray(documented) &&
      Array.isArray(running) &&
      documented.length === running.length &&
      documented.every((item, index) => sameValue(item, running[index]))
    );
  }
  if (isObject(documented) && isObject(running)) {
    const keys = new Set([...Object.keys(documented), ...Object.keys(running)]);
    for (const key of keys) {
      if (!sameValue(documented[key], running[key])) return false;
    }
    return true;
  }
  return Object.is(documented, running);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
}

/** Short, readable rendering of a running value for messages. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return '[function]';
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(showValue).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${key}: ${showValue(item)}`).join(', ')} }`;
  }
  return String(value);
}
