// Bad inputs derived from a descriptor's own zod schemas: each field missing, of the wrong type,
// too long, with a NUL byte, with odd Unicode, negative or huge numbers, arrays for scalars,
// unknown fields, malformed ids and path parameters, malformed JSON, a wrong content type. The
// set is bounded and deterministic per field kind, so a run sends the same requests every time
// (ids made up for "an id that does not exist" aside).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Endpoint } from '@portal/contract';
import { withoutAuditFields } from '../http/guards';
import { defOf } from './contract-descriptors';

/** What a call sends, as the handler would see it once parsed. */
export interface CallInput {
  /** Path parameters, unencoded. */
  params?: Record<string, string>;
  /** Query parameters; an array repeats the key. */
  query?: Record<string, string | string[]>;
  /** JSON body. */
  body?: unknown;
}

/** A call that must succeed: the fixture of a descriptor. */
export interface ValidCall extends CallInput {
  /** Bearer token of the caller; left out for public endpoints. */
  token?: string;
  /** The caller's user id: id fields are also given it (a self-reference), as is and in upper case. */
  callerId?: string;
  /** A body sent as is instead of JSON (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

/** One request as sent. */
export interface HttpRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  token?: string;
}

/**
 * A bad (or odd) request. `reject`: the descriptor's schemas refuse it (or it cannot be
 * routed), so the answer must be a 4xx; `any`: the schemas accept it (say, odd Unicode in a
 * name), so any answer but a 5xx will do.
 */
export interface Variant {
  name: string;
  expect: 'reject' | 'any';
  request: HttpRequest;
  /** The altered path reaches another route (`/api/workplace/get/` is the list). */
  reroutes?: boolean;
}

const MISSING = Symbol('missing');
type Value = unknown | typeof MISSING;

/** 100 KB of text. */
export const LONG_TEXT = 'x'.repeat(100 * 1024);
/**
 * A right-to-left override, a zero-width space, a byte order mark, a combining accent, an emoji
 * (a surrogate pair), the last code point (a noncharacter) and a Hangul filler that looks blank.
 */
export const ODD_UNICODE = '\u202Eevil\u200B\uFEFFe\u0301\u{1F600}\u{10FFFF}\u3164';
/** A lone surrogate: valid in a JS string and in JSON text, not in UTF-8. */
export const LONE_SURROGATE = '\uD800';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
// Replaced in the JSON text by a number literal JSON.parse reads as Infinity.
const HUGE_NUMBER_MARK = '__huge_number_literal__';

// ---------------------------------------------------------------------------------------------
// Schema kinds, through zod 4's public `_zod.def`.

type Kind =
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

// ---------------------------------------------------------------------------------------------
// Values.

type Named = { name: string; value: Value };

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/** The caller's own id where another id goes, as is and in upper case (the same uuid). */
function selfReferences(callerId: string | undefined): Named[] {
  if (!callerId) return [];
  return [
    { name: 'the caller’s own id', value: callerId },
    { name: 'the caller’s own id in upper case', value: callerId.toUpperCase() },
  ];
}

/** Bad values of a JSON field whose valid value is `v`. */
function jsonValues(kind: Kind, v: unknown, callerId?: string): Named[] {
  const out: Named[] = [
    { name: 'missing', value: MISSING },
    { name: 'null', value: null },
    { name: 'object for a scalar', value: { $ne: null } },
  ];
  if (kind.t !== 'array') out.push({ name: 'array for a scalar', value: [v] });
  const str = typeof v === 'string' ? v : String(v);
  const textual = kind.t === 'string' || kind.t === 'id' || kind.t === 'choice';
  if (textual) {
    out.push(
      { name: 'number for a string', value: 12345 },
      { name: 'empty', value: '' },
      { name: '100 KB', value: LONG_TEXT },
      { name: 'NUL byte', value: `${str}\u0000` },
      { name: 'odd Unicode', value: `${str}${ODD_UNICODE}` },
      { name: 'lone surrogate', value: `${str}${LONE_SURROGATE}` },
    );
  }
  // Free text (an id has malformed forms of its own below).
  if (kind.t === 'string' || kind.t === 'choice') {
    out.push(
      { name: 'blank', value: '   ' },
      { name: 'SQL', value: `${str}' OR '1'='1' --` },
      { name: 'path traversal', value: '../../../etc/passwd' },
    );
  }
  if (kind.t === 'id') {
    out.push(
      { name: 'not a uuid', value: 'not-a-uuid' },
      { name: 'upper-case uuid', value: upper(v) },
      { name: 'nil uuid', value: NIL_UUID },
      { name: 'unknown uuid', value: randomUUID() },
      { name: 'uuid without dashes', value: str.replace(/-/g, '') },
      { name: 'uuid in braces', value: `{${str}}` },
      { name: 'uuid with a trailing space', value: `${str} ` },
      { name: 'uuid, percent-encoded', value: encodeURIComponent(`../${str}`) },
      ...selfReferences(callerId),
    );
  }
  if (kind.t === 'choice') {
    out.push({ name: 'not one of the choices', value: 'zzz-not-a-choice' });
    if (upper(v) !== v) out.push({ name: 'upper-cased choice', value: upper(v) });
  }
  if (kind.t === 'number') {
    out.push(
      { name: 'string for a number', value: 'abc' },
      { name: 'numeric string', value: String(v) },
      { name: 'negative', value: -1 },
      { name: 'zero', value: 0 },
      { name: 'fraction', value: 1.5 },
      { name: 'huge', value: 1e21 },
      { name: 'beyond safe integers', value: 2 ** 53 + 2 },
      { name: 'below int32', value: -(2 ** 31) - 1 },
      { name: 'beyond int32', value: 2 ** 31 },
      { name: 'infinite (1e999)', value: HUGE_NUMBER_MARK },
    );
  }
  if (kind.t === 'boolean') {
    out.push(
      { name: 'string for a boolean', value: 'true' },
      { name: 'number for a boolean', value: 1 },
      { name: 'yes', value: 'yes' },
    );
  }
  if (kind.t === 'object') {
    out.push({ name: 'string for an object', value: 'x' }, { name: 'empty object', value: {} });
  }
  if (kind.t === 'array') {
    const list = Array.isArray(v) ? v : [];
    const first = list[0] ?? 'x';
    out.push(
      { name: 'scalar for an array', value: first },
      { name: 'empty array', value: [] },
      { name: 'duplicates', value: [first, first] },
      { name: '201 items', value: Array.from({ length: 201 }, () => first) },
      { name: '100 KB of items', value: Array.from({ length: 3000 }, () => first) },
      { name: 'nested array', value: [list] },
      { name: 'number item', value: [123, ...list.slice(1)] },
      { name: 'null item', value: [null] },
      { name: 'NUL byte item', value: [`${String(first)}\u0000`] },
      { name: 'odd Unicode item', value: [`${String(first)}${ODD_UNICODE}`] },
      { name: 'long item', value: [LONG_TEXT] },
    );
    if (kind.element.t === 'id') {
      out.push(
        { name: 'malformed id item', value: ['not-a-uuid'] },
        { name: 'unknown id item', value: [randomUUID()] },
        { name: 'nil id item', value: [NIL_UUID] },
        ...selfReferences(callerId).map(({ name, value }) => ({ name, value: [value] })),
      );
    }
  }
  return out;
}

/** Bad values of a query or path field (always text) whose valid value is `v`. */
function textValues(kind: Kind, v: string, callerId?: string): Named[] {
  const out: Named[] = [
    { name: 'missing', value: MISSING },
    { name: 'empty', value: '' },
    { name: 'repeated (array for a scalar)', value: [v, v] },
    { name: '100 KB', value: LONG_TEXT },
    { name: 'NUL byte', value: `${v}\u0000` },
    { name: 'odd Unicode', value: `${v}${ODD_UNICODE}` },
    { name: 'null', value: 'null' },
  ];
  if (kind.t === 'number') {
    for (const n of [
      'abc',
      '-1',
      '0',
      '1.5',
      '1e21',
      '9007199254740993',
      '2147483648',
      '1e309',
      '0x10',
    ]) {
      out.push({ name: `number ${JSON.stringify(n)}`, value: n });
    }
  } else if (kind.t !== 'id') {
    out.push(
      { name: 'SQL', value: `${v}' OR '1'='1' --` },
      { name: 'path traversal', value: '../../../etc/passwd' },
      { name: 'negative number', value: '-1' },
      { name: 'huge number', value: '1e309' },
    );
  }
  if (kind.t === 'id') {
    out.push(
      { name: 'not a uuid', value: 'not-a-uuid' },
      { name: 'upper-case uuid', value: v.toUpperCase() },
      { name: 'nil uuid', value: NIL_UUID },
      { name: 'unknown uuid', value: randomUUID() },
      { name: 'uuid without dashes', value: v.replace(/-/g, '') },
      { name: 'uuid in braces', value: `{${v}}` },
      { name: 'traversal to the uuid', value: `../${v}` },
      ...selfReferences(callerId),
    );
  }
  if (kind.t === 'boolean') {
    out.push(
      { name: 'TRUE', value: 'TRUE' },
      { name: '1', value: '1' },
      { name: 'yes', value: 'yes' },
    );
  }
  if (kind.t === 'choice') out.push({ name: 'not one of the choices', value: 'zzz-not-a-choice' });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** Lone surrogates cannot be percent-encoded; the server would see U+FFFD instead. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function queryString(query: Record<string, string | string[]> | undefined): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, wellFormed(item));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** The query as the server parses it back. */
function parsedQuery(qs: string): Record<string, string | string[]> {
  const search = new URLSearchParams(qs);
  const out: Record<string, string | string[]> = {};
  for (const k of new Set(search.keys())) {
    const all = search.getAll(k);
    out[k] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/** Fills `:name` segments, percent-encoding values unless a raw segment is given for the name. */
export function fillPath(
  path: string,
  params: Record<string, string> = {},
  raw: Record<string, string> = {},
): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (name in raw) return raw[name]!;
    const v = params[name];
    if (v === undefined) throw new Error(`No value for :${name} of ${path}`);
    return encodeURIComponent(wellFormed(v));
  });
}

function jsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${HUGE_NUMBER_MARK}"`, '1e999');
}

/** The request of a (possibly altered) call. */
export function requestOf(e: Endpoint, call: ValidCall & { rawParams?: Record<string, string> }) {
  const url = fillPath(e.path, call.params, call.rawParams) + queryString(call.query);
  const req: HttpRequest = { method: e.method, url, headers: {} };
  if (call.token) req.token = call.token;
  if (call.raw) {
    req.payload = call.raw.payload;
    req.headers = { ...call.raw.headers };
  } else if (call.body !== undefined) {
    req.payload = jsonText(call.body);
    req.headers['content-type'] = 'application/json';
  }
  return req;
}

/** Whether the descriptor's schemas accept a call, seen as the server will parse it. */
export function schemasAccept(e: Endpoint, call: CallInput): boolean {
  const params = Object.fromEntries(
    Object.entries(call.params ?? {}).map(([k, v]) => [k, wellFormed(v)]),
  );
  const query = parsedQuery(queryString(call.query).slice(1));
  const body =
    call.body === undefined
      ? undefined
      : withoutAuditFields(JSON.parse(jsonText(call.body)) as unknown);
  return (
    (!e.params || e.params.safeParse(params).success) &&
    (!e.query || e.query.safeParse(query).success) &&
    (!e.body || e.body.safeParse(body).success)
  );
}

function setField<T extends Record<string, unknown>>(obj: T | undefined, key: string, v: Value) {
  const copy: Record<string, unknown> = { ...(obj ?? {}) };
  if (v === MISSING) delete copy[key];
  else copy[key] = v;
  return copy;
}

/**
 * Every bad variant of a valid call, from the descriptor's schemas. Multipart calls (a `raw`
 * body) get upload-specific variants instead of JSON ones.
 */
export function badVariants(e: Endpoint, call: ValidCall): Variant[] {
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

/** Whole-body variants: not JSON, not an object, the wrong content type, too large... */
function bodyShapeVariants(e: Endpoint, call: ValidCall): Variant[] {
  const base = requestOf(e, { ...call, body: undefined });
  const json = JSON.stringify(call.body ?? {});
  // Without a body schema an odd body is ignored; with one it must be refused.
  const refused: Variant['expect'] = e.body ? 'reject' : 'any';
  const send = (
    name: string,
    expect: Variant['expect'],
    contentType: string | undefined,
    payload: string | Buffer,
  ): Variant => ({
    name: `body: ${name}`,
    expect,
    request: {
      ...base,
      headers: { ...base.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
    },
  });
  const accepts = (body: unknown) => {
    try {
      return schemasAccept(e, { ...call, body });
    } catch {
      return false;
    }
  };
  const jsonOf = (name: string, value: unknown) =>
    send(name, accepts(value) ? 'any' : 'reject', 'application/json', JSON.stringify(value));

  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  return [
    send('malformed JSON', 'reject', 'application/json', '{"a": '),
    send('JSON without a content type', refused, undefined, Buffer.from(json)),
    send(
      'truncated JSON',
      'reject',
      'application/json',
      json.slice(0, Math.max(1, json.length - 1)),
    ),
    send('empty with a JSON content type', 'reject', 'application/json', ''),
    send('JSON as text/plain', refused, 'text/plain', json),
    send('form-encoded', refused, 'application/x-www-form-urlencoded', 'a=1&b=2'),
    send('content type without a boundary', refused, 'multipart/form-data', json),
    send(
      'JSON in UTF-16',
      refused,
      'application/json; charset=utf-16',
      Buffer.from(`\uFEFF${json}`, 'utf16le'),
    ),
    send('__proto__ key', 'reject', 'application/json', `{"__proto__": {"isAdmin": true}}`),
    send(
      'constructor.prototype key',
      'reject',
      'application/json',
      `{"constructor": {"prototype": {"isAdmin": true}}}`,
    ),
    send('50,000 nested arrays', refused, 'application/json', deep),
    send(
      'over the 1 MiB limit',
      'reject',
      'application/json',
      JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    ),
    send(
      'invalid UTF-8 bytes',
      'any',
      'application/json',
      Buffer.concat([Buffer.from('{"zz":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    ),
    send('byte order mark', 'any', 'application/json', `\uFEFF${json}`),
    jsonOf('array', []),
    jsonOf('null', null),
    jsonOf('string', 'x'),
    jsonOf('number', 123),
    jsonOf('empty object', {}),
  ];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function multipart(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer }[],
  boundary = 'fuzzBoundary7MA4YWxkTrZu0gW',
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Upload variants: not multipart, no file, the wrong field, not an image, too large... */
function uploadVariants(e: Endpoint, call: ValidCall): Variant[] {
  const base = requestOf(e, { ...call, raw: undefined, body: undefined });
  const image = (
    data: Buffer,
    extra: Partial<{ name: string; filename: string; type: string }> = {},
  ) =>
    multipart([
      {
        name: extra.name ?? 'file',
        filename: extra.filename ?? 'a.png',
        contentType: extra.type ?? 'image/png',
        data,
      },
    ]);
  const upload = (
    name: string,
    body: { payload: Buffer; headers: Record<string, string> },
  ): Variant => ({
    name: `upload: ${name}`,
    expect: 'reject',
    request: { ...base, headers: { ...base.headers, ...body.headers }, payload: body.payload },
  });
  const valid = call.raw!.payload;
  return [
    {
      name: 'upload: JSON instead of multipart',
      expect: 'reject',
      request: {
        ...base,
        headers: { ...base.headers, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      },
    },
    { name: 'upload: no body', expect: 'reject', request: base },
    upload('no parts', multipart([])),
    upload('a field, no file', multipart([{ name: 'file', data: Buffer.from('x') }])),
    upload('wrong field name', image(Buffer.from(PNG_SIGNATURE), { name: 'avatar' })),
    upload('text named .png', image(Buffer.from('hello, not an image'))),
    upload('empty file', image(Buffer.alloc(0))),
    upload('PNG signature only', image(PNG_SIGNATURE)),
    upload(
      'SVG with a script',
      image(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { type: 'image/svg+xml', filename: 'a.svg' },
      ),
    ),
    upload(
      'GIF',
      image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), {
        type: 'image/gif',
        filename: 'a.gif',
      }),
    ),
    upload(
      'NUL and traversal in the file name',
      image(Buffer.from('x'), { filename: '../../etc/passwd\u0000.png' }),
    ),
    upload('over 5 MiB', image(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))),
    upload('malformed multipart', {
      payload: Buffer.from('--nope\r\nContent-Disposition: form-data\r\n\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    }),
    {
      name: 'upload: two files',
      expect: 'any',
      request: {
        ...base,
        ...(() => {
          const two = multipart([
            { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') },
            { name: 'file', filename: 'b.png', contentType: 'image/png', data: Buffer.from('y') },
          ]);
          return { headers: { ...base.headers, ...two.headers }, payload: two.payload };
        })(),
      },
    },
    {
      name: 'upload: the valid image as text/plain',
      expect: 'reject',
      request: {
        ...base,
        headers: { ...base.headers, 'content-type': 'text/plain' },
        payload: valid,
      },
    },
  ];
}
