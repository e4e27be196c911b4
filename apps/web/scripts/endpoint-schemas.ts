// Build step: the web app's endpoints without their schemas (decision 48). The contract's
// `defineEndpoint({ method, path, params, query, body, response, ... })` objects are what the
// API client calls, and it reads only their method, path and socket event; the server validates
// with the schemas. In the browser each schema referenced there was built when its module loaded
// (zod builds a schema as several objects), about 70 ms of a slow phone's main thread in one task
// before Home could render, and its bytes were sent. Here the four schema properties of every
// `defineEndpoint` call become `undefined`, and the calls that make a top-level constant of the
// contract are marked pure, so the schemas no page imports itself (the forms' and sockets' do)
// are left out of the build by tree-shaking.
import type { Plugin } from 'vite';

/** The properties of an endpoint that hold schemas. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Text to put in place of `code.slice(start, end)` (an insertion when they are equal). */
interface Edit {
  start: number;
  end: number;
  text: string;
}

const FUNCTIONS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

/**
 * Every node of `root`'s tree, depth first; with `intoFunctions` false, not the insides of
 * functions and classes (code that runs later, such as a refinement's `ctx.addIssue`).
 */
function* walk(root: Node, intoFunctions = true): Generator<Node> {
  yield root;
  if (!intoFunctions && FUNCTIONS.has(root.type)) return;
  for (const value of Object.values(root)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
        yield* walk(child as Node, intoFunctions);
      }
    }
  }
}

/**
 * `code` with the values of the schema properties of each `defineEndpoint({...})` call replaced
 * by `undefined`, and every call in a top-level `const`'s value marked pure, so a schema nothing
 * uses any more is dropped rather than built for nothing (a call such as `.extend()` could have
 * side effects as far as the bundler knows; a schema's do not). `parse` gives the ESTree.
 */
export function withoutEndpointSchemas(code: string, parse: (code: string) => Node): string {
  const edits: Edit[] = [];
  const program = parse(code);
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier') continue;
    if (callee.name !== 'defineEndpoint') continue;
    const [spec] = node.arguments as Node[];
    if (spec?.type !== 'ObjectExpression') continue;
    for (const property of spec.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') continue;
      const name = key.name as string;
      if (!SCHEMA_KEYS.has(name)) continue;
      // Shorthand (`{ body }`) has its key as its value: write the key out.
      const value = property.value as Node;
      edits.push(
        property.shorthand
          ? { start: property.start, end: property.end, text: `${name}: undefined` }
          : { start: value.start, end: value.end, text: 'undefined' },
      );
    }
  }
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (!declarator.init) continue;
      // The calls that make the value, not those of the functions in it, which run later.
      for (const node of walk(declarator.init as Node, false)) {
        if (node.type === 'CallExpression' || node.type === 'NewExpression') {
          edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
        }
      }
    }
  }
  // What lies inside a replaced value goes with it (a pure mark, or an endpoint within); the
  // rest is applied from the end, so that positions stay right.
  const replaced = edits.filter((e) => e.end > e.start);
  const inside = (e: Edit, r: Edit) =>
    e !== r && e.start >= r.start && e.start < r.end && e.end <= r.end;
  const kept = edits.filter((e) => !replaced.some((r) => inside(e, r)));
  let out = code;
  for (const edit of kept.sort((a, b) => b.start - a.start || b.end - a.end)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The plugin, for the browser builds only (the server build of prerendering keeps them). */
export function endpointsWithoutSchemas(): Plugin {
  let ssr = false;
  return {
    name: 'portal-endpoints-without-schemas',
    apply: 'build',
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (ssr || !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return null;
      return {
        code: withoutEndpointSchemas(code, (c) => this.parse(c) as unknown as Node),
        map: null,
      };
    },
  };
}
