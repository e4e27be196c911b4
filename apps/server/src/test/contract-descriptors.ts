import { endpointsWithSchemas, type Endpoint, type EndpointWithSchemas } from '@portal/contract';
import type { z } from 'zod';

/** "METHOD path", the key of fixtures and ownership rows. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/**
 * Every descriptor the contract package exports, joined with its schemas, once each, in a stable
 * order. A descriptor added to the contract is found here without anyone listing it.
 */
export function allEndpoints(): EndpointWithSchemas[] {
  const found = new Map<string, EndpointWithSchemas>();
  for (const e of endpointsWithSchemas()) {
    const key = endpointKey(e);
    if (found.has(key)) throw new Error(`Two descriptors share ${key}`);
    found.set(key, e);
  }
  return [...found.values()].sort((a, b) => endpointKey(a).localeCompare(endpointKey(b)));
}

// Zod 4 introspection: every schema has `_zod.def` with a `type` and type-specific fields.
type AnyDef = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as AnyDef;

/** True for a string schema with an id format (uuid, guid). */
export function isIdSchema(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return def.type === 'string' && (def.format === 'uuid' || def.format === 'guid');
}

/**
 * Paths of the id fields of a schema, e.g. `roomId`, `userIds[]`: every uuid/guid string,
 * through optional, default, pipes, unions (options of a discriminated union) and arrays.
 */
export function idFieldPaths(schema: z.ZodType | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const out = new Set<string>();
  const walk = (s: z.ZodType, path: string, depth: number) => {
    if (depth > 20) return;
    if (isIdSchema(s)) {
      out.add(path);
      return;
    }
    const def = defOf(s);
    if (def.shape) {
      for (const [k, v] of Object.entries(def.shape)) walk(v, path ? `${path}.${k}` : k, depth + 1);
    }
    for (const inner of [def.innerType, def.in, def.out, def.left, def.right]) {
      if (inner) walk(inner, path, depth + 1);
    }
    if (def.element) walk(def.element, `${path}[]`, depth + 1);
    for (const option of def.options ?? []) walk(option, path, depth + 1);
  };
  walk(schema, prefix, 0);
  return [...out];
}

/**
 * Every place an endpoint takes an object id: `params.id`, `query.roomId`, `body.userIds[]`...
 * A `:name` path segment counts even if its schema is not a uuid.
 */
export function idParameters(e: EndpointWithSchemas): string[] {
  const fromPath = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => `params.${m[1]}`);
  const fromSchemas = [
    ...idFieldPaths(e.params, 'params'),
    ...idFieldPaths(e.query, 'query'),
    ...idFieldPaths(e.body, 'body'),
  ];
  return [...new Set([...fromPath, ...fromSchemas])];
}
