import type { EndpointWithSchemas } from '@portal/contract';
import { requestOf, schemasAccept } from './requests';
import type { ValidCall, Variant } from './types';

/** Whole-body variants: not JSON, not an object, the wrong content type, too large... */
export function bodyShapeVariants(e: EndpointWithSchemas, call: ValidCall): Variant[] {
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
