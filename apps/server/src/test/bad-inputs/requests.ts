// Requests of (possibly altered) calls, and whether a descriptor's schemas accept a call.
import type { EndpointWithSchemas } from '@portal/contract';
import { withoutAuditFields } from '../../http/guards';
import type { CallInput, HttpRequest, ValidCall } from './types';
import { HUGE_NUMBER_MARK, MISSING, type Value } from './values';

/** Lone surrogates cannot be percent-encoded; the server would see U+FFFD instead. */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export function queryString(query: Record<string, string | string[]> | undefined): string {
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

export function jsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${HUGE_NUMBER_MARK}"`, '1e999');
}

/** The request of a (possibly altered) call. */
export function requestOf(
  e: EndpointWithSchemas,
  call: ValidCall & { rawParams?: Record<string, string> },
) {
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
export function schemasAccept(e: EndpointWithSchemas, call: CallInput): boolean {
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

export function setField<T extends Record<string, unknown>>(
  obj: T | undefined,
  key: string,
  v: Value,
) {
  const copy: Record<string, unknown> = { ...(obj ?? {}) };
  if (v === MISSING) delete copy[key];
  else copy[key] = v;
  return copy;
}
