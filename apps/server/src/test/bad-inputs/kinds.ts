// Schema kinds, through zod 4's public `_zod.def`.
import type { z } from 'zod';
import { defOf } from '../contract-descriptors';

export type Kind =
  | { t: 'id' }
  | { t: 'string' }
  | { t: 'number' }
  | { t: 'boolean' }
  | { t: 'choice'; values: unknown[] }
  | { t: 'array'; element: Kind }
  | { t: 'object' }
  | { t: 'unknown' };

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/** What kind of value a field schema takes, seen through wrappers and pipes. */
export function kindOf(schema: z.ZodType, depth = 0): Kind {
  if (depth > 20) return { t: 'unknown' };
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return kindOf(def.innerType, depth + 1);
  switch (def.type) {
    case 'pipe': {
      // z.preprocess(fn, s) is a pipe from a transform into s; s.transform(fn) the other way.
      const first = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
      return first ? kindOf(first, depth + 1) : { t: 'unknown' };
    }
    case 'string':
      return def.format === 'uuid' || def.format === 'guid' ? { t: 'id' } : { t: 'string' };
    case 'number':
    case 'int':
    case 'bigint':
      return { t: 'number' };
    case 'boolean':
      return { t: 'boolean' };
    case 'literal':
      return { t: 'choice', values: def.values ?? [] };
    case 'enum':
      return { t: 'choice', values: Object.values(def.entries ?? {}) };
    case 'array':
      return {
        t: 'array',
        element: def.element ? kindOf(def.element, depth + 1) : { t: 'unknown' },
      };
    case 'object':
      return { t: 'object' };
    case 'union': {
      const kinds = (def.options ?? []).map((o) => kindOf(o, depth + 1));
      if (kinds.some((k) => k.t === 'boolean')) return { t: 'boolean' };
      if (kinds.length && kinds.every((k) => k.t === 'choice')) {
        return { t: 'choice', values: kinds.flatMap((k) => (k.t === 'choice' ? k.values : [])) };
      }
      return kinds.find((k) => k.t !== 'unknown') ?? { t: 'unknown' };
    }
    default:
      return { t: 'unknown' };
  }
}

/**
 * The object schema a value was accepted by: the schema itself, the option of a union that
 * takes it (a discriminated union's branch), or the object inside a pipe or refinement.
 */
export function objectShapeFor(
  schema: z.ZodType,
  value: unknown,
  depth = 0,
): Record<string, z.ZodType> | undefined {
  if (depth > 20) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (WRAPPERS.has(def.type) && def.innerType)
    return objectShapeFor(def.innerType, value, depth + 1);
  if (def.type === 'pipe') {
    for (const s of [def.in, def.out]) {
      const shape = s && objectShapeFor(s, value, depth + 1);
      if (shape) return shape;
    }
  }
  if (def.type === 'union') {
    const option = (def.options ?? []).find((o) => o.safeParse(value).success);
    if (option) return objectShapeFor(option, value, depth + 1);
  }
  return undefined;
}
