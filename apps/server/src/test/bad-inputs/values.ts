// The bad values of one field, by the kind of value it takes: JSON body fields and (text) path
// and query parameters.
import { randomUUID } from 'node:crypto';
import type { Kind } from './kinds';

export const MISSING = Symbol('missing');
export type Value = unknown | typeof MISSING;

/** 100 KB of text. */
export const LONG_TEXT = 'x'.repeat(100 * 1024);
/**
 * A right-to-left override, a zero-width space, a byte order mark, a combining accent, an emoji
 * (a surrogate pair), the last code point (a noncharacter) and a Hangul filler that looks blank.
 */
export const ODD_UNICODE = '\u202Eevil\u200B\uFEFFe\u0301\u{1F600}\u{10FFFF}\u3164';
/** A lone surrogate: valid in a JS string and in JSON text, not in UTF-8. */
export const LONE_SURROGATE = '\uD800';
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
// Replaced in the JSON text by a number literal JSON.parse reads as Infinity.
export const HUGE_NUMBER_MARK = '__huge_number_literal__';

export type Named = { name: string; value: Value };

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
export function jsonValues(kind: Kind, v: unknown, callerId?: string): Named[] {
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
export function textValues(kind: Kind, v: string, callerId?: string): Named[] {
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
