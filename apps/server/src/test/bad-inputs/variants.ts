// Every bad variant of a valid call: its path parameters, query, body fields and whole body.
import { randomUUID } from 'node:crypto';
import type { EndpointWithSchemas } from '@portal/contract';
import { defOf } from '../contract-descriptors';
import { bodyShapeVariants } from './body-variants';
import { kindOf, objectShapeFor } from './kinds';
import { requestOf, schemasAccept, setField } from './requests';
import type { HttpRequest, ValidCall, Variant } from './types';
import { uploadVariants } from './uploads';
import { jsonValues, MISSING, textValues } from './values';

/**
 * Every bad variant of a valid call, from the descriptor's schemas. Multipart calls (a `raw`
 * body) get upload-specific variants instead of JSON ones.
 */
export function badVariants(e: EndpointWithSchemas, call: ValidCall): Variant[] {
  const out: Variant[] = [];
  const add = (name: string, altered: ValidCall & { rawParams?: Record<string, string> }) => {
    let expect: Variant['expect'];
    try {
      // A multipart body is not checked by a schema; its upload variants say what they expect.
      expect = altered.rawParams ? 'reject' : schemasAccept(e, altered) ? 'any' : 'reject';
    } catch {
      expect = 'reject';
    }
    out.push({ name, expect, request: requestOf(e, altered) });
  };
  const addRaw = (name: string, expect: Variant['expect'], request: HttpRequest) =>
    out.push({ name, expect, request });

  // Path parameters.
  for (const [key, v] of Object.entries(call.params ?? {})) {
    const kind = e.params
      ? kindOf(defOf(e.params).shape?.[key] ?? e.params)
      : { t: 'string' as const };
    for (const { name, value } of textValues(kind, v, call.callerId)) {
      if (value === MISSING || Array.isArray(value)) continue;
      const altered = { ...call, params: { ...call.params, [key]: value as string } };
      // An empty segment reaches another route (`/api/workplace/get/` is the list), so any
      // answer but a 5xx will do.
      if (value === '') {
        const request = requestOf(e, altered);
        out.push({ name: `params.${key}: ${name}`, expect: 'any', reroutes: true, request });
      } else {
        add(`params.${key}: ${name}`, altered);
      }
    }
    const raws: [string, string][] = [
      ['dot-dot segment', '..'],
      ['dot segment', '.'],
      ['traversal with slashes', `../../${v}`],
      ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['double-encoded traversal', '%252e%252e%252f'],
      ['encoded dots', '%2e%2e'],
      ['encoded NUL', `${v}%00`],
      ['malformed percent-encoding', '%E0%A4%A'],
      ['lone percent sign', '%'],
      ['extra segment', `${v}/extra`],
      ['matrix parameter', `${v};x=1`],
      ['encoded slash inside', `${v}%2Fx`],
      ['percent-encoded uuid', [...v].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
    ];
    for (const [name, raw] of raws) {
      const altered = { ...call, rawParams: { [key]: raw } };
      // A fully percent-encoded valid id is the same id once decoded; `.` is the parent route.
      if (name === 'percent-encoded uuid' || name === 'dot segment') {
        out.push({
          name: `params.${key}: ${name}`,
          expect: 'any',
          reroutes: name === 'dot segment',
          request: requestOf(e, altered),
        });
      } else {
        add(`params.${key}: ${name}`, altered);
      }
    }
  }

  // Query parameters.
  const queryShape = e.query ? objectShapeFor(e.query, call.query ?? {}) : undefined;
  const queryKeys = new Set([...Object.keys(queryShape ?? {}), ...Object.keys(call.query ?? {})]);
  for (const key of queryKeys) {
    const kind = queryShape?.[key] ? kindOf(queryShape[key]) : ({ t: 'string' } as const);
    // A list in a query is the key repeated; each value is altered like a single one.
    const itemKind = kind.t === 'array' ? kind.element : kind;
    const given = call.query?.[key];
    const v = Array.isArray(given) ? given[0] : given;
    const valid = v !== undefined ? v : itemKind.t === 'id' ? randomUUID() : '1';
    const values = textValues(itemKind, valid, call.callerId);
    if (kind.t === 'array') {
      values.push({
        name: 'repeated 1,000 times',
        value: Array.from({ length: 1000 }, () => valid),
      });
    }
    for (const { name, value } of values) {
      add(`query.${key}: ${name}`, {
        ...call,
        query: setField(call.query, key, value) as Record<string, string | string[]>,
      });
    }
  }
  // A route without a query schema ignores its query string; one GET of each such route shows it.
  if (e.query || e.method === 'GET') {
    add('query: unknown parameter', { ...call, query: { ...call.query, zzUnknown: '1' } });
    add('query: __proto__ and constructor', {
      ...call,
      query: { ...call.query, ['__proto__']: 'x', constructor: 'y' },
    });
    if (call.query && Object.keys(call.query).length) {
      add('query: none at all', { ...call, query: {} });
    }
    const base = requestOf(e, { ...call, query: {} });
    addRaw('query: malformed percent-encoding', 'any', {
      ...base,
      url: `${base.url}?${Object.keys(queryShape ?? { search: 1 })[0]}=%E0%A4%A&x=%`,
    });
  }

  // Multipart uploads.
  if (call.raw) {
    out.push(...uploadVariants(e, call));
    return out;
  }

  // Body fields.
  const shape = e.body ? objectShapeFor(e.body, call.body) : undefined;
  if (e.body && call.body !== undefined && typeof call.body === 'object' && call.body !== null) {
    const body = call.body as Record<string, unknown>;
    const keys = new Set([...Object.keys(shape ?? {}), ...Object.keys(body)]);
    for (const key of keys) {
      const kind = shape?.[key] ? kindOf(shape[key]) : ({ t: 'unknown' } as const);
      for (const { name, value } of jsonValues(kind, body[key], call.callerId)) {
        add(`body.${key}: ${name}`, { ...call, body: setField(body, key, value) });
      }
    }
    add('body: unknown field', { ...call, body: { ...body, zzUnknown: 'x' } });
    add('body: audit fields (dropped)', {
      ...call,
      body: { ...body, createdBy: 'x', updatedBy: 'y', createdAt: 'z', updatedAt: 0 },
    });
  }

  if (e.method !== 'GET') out.push(...bodyShapeVariants(e, call));
  return out;
}
