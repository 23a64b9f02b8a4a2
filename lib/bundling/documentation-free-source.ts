import ts from 'typescript';

/** A span of the source and what replaces it. */
interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Properties of a route definition that only the OpenAPI document reads. */
const routeDocumentation = new Set(['summary', 'description']);

/**
 * A project source without the documentation only the OpenAPI document reads: `summary` and
 * `description` in `defineRoute(...)` become `undefined`, `<schema>.describe(<text>)` becomes
 * `<schema>`. The document is built at build time (functions/platform/openapi-document.ts), so no
 * bundle reads these texts. Line breaks in a removed span are kept, so source maps stay exact.
 *
 * @example withoutDocumentation("z.string().describe('The name')", 'a.ts') // "z.string()"
 */
export function withoutDocumentation(source: string, fileName: string): string {
  if (!source.includes('defineRoute(') && !source.includes('.describe(')) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (isDescribeCall(node)) {
      const receiver = node.expression.expression;
      edits.push({ start: receiver.end, end: node.end, text: '' });
      visit(receiver);
      return;
    }
    if (isDefineRouteCall(node)) {
      for (const property of node.arguments[0].properties) {
        if (!property.name || !ts.isIdentifier(property.name) || !routeDocumentation.has(property.name.text)) continue;
        if (ts.isPropertyAssignment(property))
          edits.push({ start: property.initializer.getStart(file), end: property.initializer.end, text: 'undefined' });
        else if (ts.isShorthandPropertyAssignment(property))
          edits.push({ start: property.end, end: property.end, text: ': undefined' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce(
      (code, edit) =>
        code.slice(0, edit.start) + edit.text + lineBreaks(code.slice(edit.start, edit.end)) + code.slice(edit.end),
      source,
    );
}

function isDescribeCall(node: ts.Node): node is ts.CallExpression & { expression: ts.PropertyAccessExpression } {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'describe' &&
    node.arguments.length === 1
  );
}

function isDefineRouteCall(
  node: ts.Node,
): node is ts.CallExpression & { arguments: ts.NodeArray<ts.Expression> & [ts.ObjectLiteralExpression] } {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'defineRoute' &&
    node.arguments[0] !== undefined &&
    ts.isObjectLiteralExpression(node.arguments[0])
  );
}

function lineBreaks(text: string): string {
  return '\n'.repeat(text.split('\n').length - 1);
}
