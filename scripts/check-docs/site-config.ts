import ts from 'typescript';
import { NOT_PLAIN, evaluate } from './literal';

/**
 * Reads `route: { exclude: [...] }` from the source of rspress.config.ts, so
 * the routes check uses the site's own fragment patterns without loading
 * Rspress (which takes seconds).
 */
export function readRouteExclude(configSource: string): string[] {
  const sourceFile = ts.createSourceFile('rspress.config.ts', configSource, ts.ScriptTarget.Latest, true);
  let found: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      propertyName(node) === 'exclude' &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isPropertyAssignment(node.parent.parent) &&
      propertyName(node.parent.parent) === 'route'
    ) {
      const value = evaluate(node.initializer);
      if (value !== NOT_PLAIN && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        found = value as string[];
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found ?? [];
}

function propertyName(node: ts.PropertyAssignment): string | undefined {
  return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
}
