import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { HANDLE_BUILDERS, type PageHandle } from './page-handle.ts';

// Node only: routes.ts (at build time), the menu's build plugin (scripts/page-menu.ts) and the
// end-to-end tests read every page's handle from its route module's source. Running the modules
// instead would load every page's code, React and the UI libraries to learn a path.

/** A page: its route module (`routes/home.tsx`, as routes.ts names it) and its handle. */
export interface PageFile {
  file: string;
  handle: PageHandle;
}

/** The route modules' folder. */
export const ROUTES_DIR = join(import.meta.dirname, 'routes');

/** The route modules of `dir` whose `handle` has a path (layouts and /admin have none). */
export function readPageFiles(dir: string = ROUTES_DIR): PageFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .sort()
    .flatMap((name) => {
      const handle = handleOf(readFileSync(join(dir, name), 'utf8'), name);
      return handle && typeof handle.path === 'string'
        ? [{ file: `routes/${name}`, handle: handle as PageHandle }]
        : [];
    });
}

/** The value of a module's `export const handle = …`, undefined without one. */
export function handleOf(source: string, name: string): Partial<PageHandle> | undefined {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!exported || !ts.isIdentifier(declaration.name) || declaration.name.text !== 'handle') {
        continue;
      }
      if (!declaration.initializer) break;
      return valueOf(declaration.initializer, name) as Partial<PageHandle>;
    }
  }
  return undefined;
}

const builders: Record<string, (spec: never) => PageHandle> = HANDLE_BUILDERS;

/** A literal's value: strings, numbers, booleans, arrays, objects and the handle builders. */
function valueOf(node: ts.Expression, name: string): unknown {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    return valueOf(node.expression, name);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => valueOf(e, name));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (
          !ts.isPropertyAssignment(property) ||
          !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ) {
          throw notLiteral(name, property.getText());
        }
        return [property.name.text, valueOf(property.initializer, name)];
      }),
    );
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const build = builders[node.expression.text];
    const [spec, ...rest] = node.arguments;
    if (build && spec && rest.length === 0) return build(valueOf(spec, name) as never);
  }
  throw notLiteral(name, node.getText());
}

function notLiteral(name: string, text: string): Error {
  return new Error(
    `routes/${name}: its handle must be written out (literals, or ${Object.keys(builders).join(', ')}), ` +
      `so the route config can read it without running the page; found ${text}`,
  );
}
