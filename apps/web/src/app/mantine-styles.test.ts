import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 65: Mantine's styles per component, as Mantine documents them. app/root.tsx imports the
// base stylesheets and those of the components most pages use; every other module imports the
// stylesheets of the components it uses and of the components they are built on. Which
// stylesheets a component needs is read here, in the test, from Mantine's published modules (a
// component's stylesheet is the `X.module.mjs` its module graph imports); the build reads nothing.

const src = resolve(import.meta.dirname, '..');
const main = join(src, 'app', 'root.tsx');
const require = createRequire(import.meta.url);
const packageRoot = (pkg: string) => resolve(dirname(require.resolve(pkg)), '..');

const BASE = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);
/** Mantine packages whose components have stylesheets (@mantine/hooks has none). */
const STYLED = /^@mantine\/(?!hooks$)[\w-]+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const valueNames = (list: string) =>
  list
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec && !spec.startsWith('type '))
    .map((spec) => spec.split(/\s+as\s+/)[0]!.trim());

/** Mantine stylesheets a source module imports, in its order. */
const stylesheetImports = (code: string) =>
  [...code.matchAll(/^import '(@mantine\/[^']+\.css)';$/gm)].map(([, file]) => file!);

/** Names a source module imports (or re-exports) from each styled Mantine package. */
function mantineNames(code: string, where: string): [pkg: string, names: string[]][] {
  const statement = /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(@mantine\/[\w-]+)'/g;
  return [...code.matchAll(statement)].flatMap(([, typeOnly, clause, pkg]) => {
    if (typeOnly || !STYLED.test(pkg!)) return [];
    const braces = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (!braces)
      throw new Error(`${where}: import from ${pkg} by name, so its styles can be found`);
    return [[pkg!, valueNames(braces[1]!)]];
  });
}

/** Exported name → the published module that defines it, per package. */
const exportsByPackage = new Map<string, Map<string, string>>();
function exportsOf(pkg: string): Map<string, string> {
  const known = exportsByPackage.get(pkg);
  if (known) return known;
  const esm = join(packageRoot(pkg), 'esm');
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const locals = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const spec of names!.split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (local) locals.set(local.trim(), join(esm, from!));
    }
  }
  const exports = new Map<string, string>();
  for (const [, names] of index.matchAll(/^export \{([^}]*)\};?$/gm)) {
    for (const spec of names!.split(',')) {
      const [local, exported = local] = spec.trim().split(/\s+as\s+/);
      const file = local && locals.get(local.trim());
      if (file && exported) exports.set(exported.trim(), file);
    }
  }
  exportsByPackage.set(pkg, exports);
  return exports;
}

/** Adds the stylesheets a published module of `pkg` needs, with everything it imports. */
function collect(pkg: string, file: string, css: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, names, from] of code.matchAll(
    /^import (?:\{([^}]*)\}|[\w$]+) from "([^"]+)";$/gm,
  )) {
    if (from!.startsWith('.')) {
      const target = join(dirname(file), from!);
      const styles = /([\w-]+)\.module\.mjs$/.exec(target);
      if (!styles) collect(pkg, target, css, seen);
      else if (pkg === '@mantine/core') css.add(`@mantine/core/styles/${styles[1]}.layer.css`);
      else css.add(`${pkg}/styles.layer.css`);
    } else if (STYLED.test(from!) && names) {
      for (const name of valueNames(names)) for (const f of stylesheetsOf(from!, name)) css.add(f);
    }
  }
}

const byName = new Map<string, string[]>();
/** The stylesheets a named export of a Mantine package needs. */
function stylesheetsOf(pkg: string, name: string): string[] {
  const key = `${pkg}#${name}`;
  let css = byName.get(key);
  if (!css) {
    const file = exportsOf(pkg).get(name);
    if (!file) throw new Error(`${pkg} exports no ${name}`);
    const found = new Set<string>();
    collect(pkg, file, found, new Set());
    css = [...found];
    byName.set(key, css);
  }
  return css;
}

/** Position of a stylesheet in Mantine's styles.css (dependencies first); other packages last. */
let order: Map<string, number> | undefined;
function positionOf(file: string): number {
  if (!order) {
    const root = packageRoot('@mantine/core');
    const all = readFileSync(join(root, 'styles.css'), 'utf8');
    order = new Map();
    for (const name of readdirSync(join(root, 'styles'))) {
      if (!name.endsWith('.css') || name.endsWith('.layer.css')) continue;
      const text = readFileSync(join(root, 'styles', name), 'utf8').trim();
      order.set(`@mantine/core/styles/${name.replace(/\.css$/, '.layer.css')}`, all.indexOf(text));
    }
  }
  return order.get(file) ?? Number.MAX_SAFE_INTEGER;
}
const inMantineOrder = (files: string[]) =>
  [...files].sort((a, b) => positionOf(a) - positionOf(b));
const short = (files: string[]) =>
  files.map((f) => f.replace('@mantine/core/styles/', '').replace('.layer.css', ''));

const mainCss = stylesheetImports(readFileSync(main, 'utf8'));

describe("Mantine's stylesheets per component", () => {
  it('reads what a component is built on from Mantine', () => {
    expect(short(inMantineOrder(stylesheetsOf('@mantine/core', 'Button')))).toEqual([
      'UnstyledButton',
      'Loader',
      'Button',
    ]);
    expect(short(stylesheetsOf('@mantine/core', 'Select'))).toEqual(
      expect.arrayContaining(['Input', 'Combobox', 'Popover', 'ScrollArea']),
    );
    expect(short(inMantineOrder(stylesheetsOf('@mantine/core', 'Anchor')))).toEqual([
      'Text',
      'Anchor',
    ]);
    expect(stylesheetsOf('@mantine/core', 'MantineProvider')).toEqual([]);
    expect(inMantineOrder(stylesheetsOf('@mantine/charts', 'DonutChart')).at(-1)).toBe(
      '@mantine/charts/styles.layer.css',
    );
  });

  it("app/root.tsx imports the base stylesheets first, then whole components' in Mantine's order", () => {
    expect(mainCss.slice(0, BASE.length)).toEqual(BASE);
    expect(mainCss).toEqual(inMantineOrder(mainCss));
    for (const file of mainCss.slice(BASE.length)) {
      const name = /^@mantine\/core\/styles\/(\w+)\.layer\.css$/.exec(file)?.[1];
      expect(name, file).toBeDefined();
      // Each component's dependencies are there too, so no lazy chunk has to bring them.
      expect(mainCss, `${name} is built on`).toEqual(
        expect.arrayContaining(stylesheetsOf('@mantine/core', name!)),
      );
    }
  });

  it('every module imports the stylesheets its Mantine components need that app/root.tsx does not, and no others', () => {
    let components = 0;
    for (const file of sourceFiles(src)) {
      if (file === main) continue;
      const where = relative(src, file);
      const code = readFileSync(file, 'utf8');
      const own = stylesheetImports(code);
      // Only the `mantine` layer's files, one component's each (never the whole kit's).
      for (const css of own) {
        expect(css, where).toMatch(
          /^@mantine\/(core\/styles\/[A-Z]\w*|(?!core\/)[\w-]+\/styles)\.layer\.css$/,
        );
      }
      const needed = new Set<string>();
      for (const [pkg, names] of mantineNames(code, where)) {
        for (const name of names) {
          components++;
          for (const css of stylesheetsOf(pkg, name)) if (!mainCss.includes(css)) needed.add(css);
        }
      }
      expect(own, where).toEqual(inMantineOrder([...needed]));
    }
    // The walk found the app's components at all.
    expect(components).toBeGreaterThan(300);
  });
});
