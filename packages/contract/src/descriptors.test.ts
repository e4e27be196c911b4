// The browser's API client imports the descriptors (endpoints/), so they must build no zod:
// they take their schemas' types through `import type`, and the schemas live in schemas/.
// The contract is typed without Node's types, so files are read through TypeScript's `sys`.
import ts from 'typescript';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EndpointBody, EndpointData, EndpointInput } from './endpoint';
import type * as products from './endpoints/products';
import type { CreateDeclarationBody, ProductSummary } from './endpoints/products';
import type * as productsSchemas from './schemas/products';

// Any module these tests load that imports zod fails to load.
vi.mock('zod', () => {
  throw new Error('zod was imported');
});

const SRC = (import.meta as ImportMeta & { dirname: string }).dirname;

const descriptorModules = ts.sys
  .readDirectory(`${SRC}/endpoints`, ['.ts'])
  .filter((f) => !f.endsWith('.test.ts'));

const dirname = (file: string) => file.slice(0, file.lastIndexOf('/'));

/** `specifier` (./x, ../y) from the folder `dir`, as a path without `.` or `..` segments. */
function resolve(dir: string, specifier: string): string {
  const parts = dir.split('/');
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The modules a file imports or re-exports at runtime (not `import type`, `export type`). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (!statement.isTypeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** A relative specifier as a file of this package (`./x` is x.ts or x/index.ts). */
function fileOf(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  return ts.sys.fileExists(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
}

/** Every module of the package that `file` loads at runtime, itself included. */
function runtimeClosure(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const imports = runtimeImports(file);
  seen.set(file, imports);
  for (const specifier of imports) {
    if (specifier.startsWith('.')) runtimeClosure(fileOf(file, specifier), seen);
  }
  return seen;
}

describe('descriptor modules', () => {
  it('are found', () => {
    expect(descriptorModules.length).toBeGreaterThanOrEqual(8);
  });

  it.each(descriptorModules.map((f) => [f.slice(SRC.length + 1), f] as const))(
    '%s loads no module that imports zod or a schema module',
    (_name, file) => {
      for (const [module, imports] of runtimeClosure(file)) {
        const where = module.slice(SRC.length + 1);
        expect(imports, where).not.toContain('zod');
        expect(where.startsWith('schemas'), where).toBe(false);
      }
    },
  );

  it('load with zod unavailable, as the browser has them; a schema module does not', async () => {
    await expect(import('./schemas/products')).rejects.toThrow();
    for (const file of descriptorModules) await expect(import(file)).resolves.toBeTruthy();
    const { getProducts } = await import('./endpoints/products');
    expect(getProducts).toEqual({
      method: 'GET',
      path: '/api/product/get',
      summary: expect.any(String),
      access: 'user',
      module: 'product',
      selfCertified: true,
    });
  });

  it('type calls by their schemas as precisely as the schemas do', () => {
    type Input<S> = S extends { _zod: { input: infer I } } ? I : never;
    expectTypeOf<EndpointData<typeof products.getProducts>>().toEqualTypeOf<ProductSummary[]>();
    expectTypeOf<EndpointInput<typeof products.createDeclaration>['body']>().toEqualTypeOf<
      Input<typeof productsSchemas.CreateDeclarationBodySchema> | undefined
    >();
    expectTypeOf<
      EndpointBody<typeof products.createDeclaration>
    >().toEqualTypeOf<CreateDeclarationBody>();
    expectTypeOf<(typeof products.getProducts)['access']>().toEqualTypeOf<'user'>();
  });
});
