// Mantine's stylesheets per component, imported by the modules that use the components
// (decision 44 in docs/decisions/). Every module of src/ that imports components from a Mantine
// package gets, at build time, the imports of their stylesheets and of the components they are
// built on, so Vite puts each stylesheet in the chunk of the page or feature that needs it. The
// dependencies are read from Mantine's own published modules: a component's stylesheet is the
// `X.module.mjs` its module graph imports (`@mantine/core/styles/X.css`). The `.layer.css`
// variants are used (all of Mantine in the `mantine` cascade layer), so the app's own CSS wins
// over Mantine's whatever order lazy chunks bring their stylesheets in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The stylesheets main.tsx imports itself, before anything else, on every page. */
export const MANTINE_BASE_CSS = [
  '@mantine/core/styles/baseline.layer.css',
  '@mantine/core/styles/default-css-variables.layer.css',
  '@mantine/core/styles/global.layer.css',
];

/**
 * Components that most pages use (each in 20 modules or more): their stylesheets come with every
 * module's, so they share one stylesheet with the base ones instead of following the scattered
 * shared chunks of their scripts (about 1 KB of headers per response, more than most of these
 * stylesheets weigh). Only a matter of size: a component missing here still brings its own.
 */
export const COMMON_COMPONENTS = [
  'ActionIcon',
  'Anchor',
  'Badge',
  'Button',
  'CloseButton',
  'Group',
  'Overlay',
  'Paper',
  'Skeleton',
  'Stack',
  'Text',
  'TextInput',
  'Title',
];

/** Mantine packages whose components have stylesheets (@mantine/hooks has none). */
const STYLED = /^@mantine\/(?!hooks$)[\w-]+$/;

const packageRoot = (pkg: string) => resolve(dirname(require.resolve(pkg)), '..');

/** Exported name → the module that defines it, per package. */
const packages = new Map<string, Map<string, string>>();

function exportsOf(pkg: string): Map<string, string> {
  const found = packages.get(pkg);
  if (found) return found;
  const root = packageRoot(pkg);
  const index = readFileSync(join(root, 'esm/index.mjs'), 'utf8');
  const locals = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const spec of names!.split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (local) locals.set(local.trim(), join(root, 'esm', from!));
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
  packages.set(pkg, exports);
  return exports;
}

/** Position of each core stylesheet in Mantine's styles.css: dependencies come first. */
let coreOrder: Map<string, number> | undefined;
function orderOf(cssFile: string): number {
  if (!coreOrder) {
    const root = packageRoot('@mantine/core');
    const all = readFileSync(join(root, 'styles.css'), 'utf8');
    coreOrder = new Map();
    for (const name of readdirSync(join(root, 'styles'))) {
      if (!name.endsWith('.css') || name.endsWith('.layer.css')) continue;
      const text = readFileSync(join(root, 'styles', name), 'utf8').trim();
      coreOrder.set(
        `@mantine/core/styles/${name.replace(/\.css$/, '.layer.css')}`,
        all.indexOf(text),
      );
    }
  }
  // Other packages' stylesheets (e.g. @mantine/charts/styles.layer.css) after every core one.
  return coreOrder.get(cssFile) ?? Number.MAX_SAFE_INTEGER;
}

interface ModuleImports {
  /** Stylesheets the module imports itself. */
  css: string[];
  /** Modules of the same package it imports. */
  modules: string[];
  /** Names it imports from other Mantine packages. */
  named: [pkg: string, names: string[]][];
}

const parsed = new Map<string, ModuleImports>();

function importsOf(pkg: string, file: string): ModuleImports {
  let found = parsed.get(file);
  if (found) return found;
  found = { css: [], modules: [], named: [] };
  const code = readFileSync(file, 'utf8');
  for (const [, names, from] of code.matchAll(
    /^import (?:\{([^}]*)\}|[\w$]+) from "([^"]+)";$/gm,
  )) {
    if (from!.startsWith('.')) {
      const target = join(dirname(file), from!);
      const styles = /([\w-]+)\.module\.mjs$/.exec(target);
      if (!styles) found.modules.push(target);
      else if (pkg === '@mantine/core')
        found.css.push(`@mantine/core/styles/${styles[1]}.layer.css`);
      else found.css.push(`${pkg}/styles.layer.css`);
    } else if (STYLED.test(from!) && names) {
      found.named.push([from!, importedNames(names)]);
    }
  }
  parsed.set(file, found);
  return found;
}

/** Stylesheets a module of a Mantine package needs, with everything it imports. */
function cssOfModule(pkg: string, file: string, css: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const { css: own, modules, named } = importsOf(pkg, file);
  for (const f of own) css.add(f);
  for (const target of modules) cssOfModule(pkg, target, css, seen);
  for (const [other, names] of named) for (const f of cssOf(other, names)) css.add(f);
}

function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec && !spec.startsWith('type '))
    .map((spec) => spec.split(/\s+as\s+/)[0]!.trim());
}

const nameCss = new Map<string, string[]>();

/**
 * The stylesheets the named exports of a Mantine package need, in the order of styles.css.
 * Throws for a name the package does not export.
 */
export function cssOf(pkg: string, names: readonly string[]): string[] {
  const exports = exportsOf(pkg);
  const css = new Set<string>();
  for (const name of names) {
    const key = `${pkg}#${name}`;
    let own = nameCss.get(key);
    if (!own) {
      const file = exports.get(name);
      if (!file || !existsSync(file)) throw new Error(`${pkg} exports no ${name}`);
      const found = new Set<string>();
      cssOfModule(pkg, file, found, new Set());
      own = [...found];
      nameCss.set(key, own);
    }
    for (const f of own) css.add(f);
  }
  return [...css].sort((a, b) => orderOf(a) - orderOf(b));
}

/**
 * The stylesheets a source file needs for the Mantine components it imports (`import { … }` and
 * `export { … } from`, type-only names left out). Throws for an import that cannot be read by
 * name (`import * as`, a default import) and for any Mantine stylesheet imported by hand but the
 * base ones of main.tsx.
 */
export function mantineCssForSource(code: string, where = 'a module'): string[] {
  for (const [, file] of code.matchAll(/['"](@mantine\/[\w-]+\/styles[^'"]*\.css)['"]/g)) {
    if (!MANTINE_BASE_CSS.includes(file!)) {
      throw new Error(
        `${where} imports ${file}: Mantine's stylesheets come with the components that need them, in the mantine layer (decision 44)`,
      );
    }
  }
  const byPackage = new Map<string, Set<string>>();
  const statement =
    /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](@mantine\/[\w-]+)['"]/g;
  for (const [, typeOnly, clause, pkg] of code.matchAll(statement)) {
    if (typeOnly || !STYLED.test(pkg!)) continue;
    const braces = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (!braces) {
      throw new Error(
        `${where}: import components from ${pkg} by name (\`import { … }\`) so their styles can be found`,
      );
    }
    const names = byPackage.get(pkg!) ?? new Set<string>();
    for (const name of importedNames(braces[1]!)) names.add(name);
    byPackage.set(pkg!, names);
  }
  const css = new Set<string>();
  for (const [pkg, names] of byPackage) for (const file of cssOf(pkg, [...names])) css.add(file);
  // The base stylesheets count as a dependency of every component: they are in main.tsx, but a
  // chunk's stylesheet is linked after those of the chunks it imports, so a component's CSS in a
  // chunk shared with lazy pages would otherwise come before them. The common ones go with them.
  if (css.size) {
    for (const file of [...MANTINE_BASE_CSS, ...cssOf('@mantine/core', COMMON_COMPONENTS)]) {
      css.add(file);
    }
  }
  return [...css].sort((a, b) => orderOf(a) - orderOf(b));
}

/**
 * Vite plugin: prepends to each module of `srcDir` the imports of the stylesheets its Mantine
 * components need, on its first line so that the lines below keep their source positions.
 */
export function mantineCss(srcDir: string): Plugin {
  return {
    name: 'portal:mantine-css',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('@mantine/')) return null;
      const css = mantineCssForSource(code, file);
      if (!css.length) return null;
      return { code: css.map((f) => `import '${f}';`).join('') + code, map: null };
    },
  };
}
