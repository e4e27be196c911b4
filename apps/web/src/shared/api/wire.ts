import type { ErrorBody } from '@portal/contract';

// How a call is written and its answer read, apart from what the client does with them.

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Serialises a query; undefined, null and empty values are left out (an empty search sends no term). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// A hand-written check rather than ErrorBodySchema: the client is in every route's first chunk,
// and zod must stay out of it (bundle budget of /login).
export function errorBodyOf(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, code, fields } = body as Record<string, unknown>;
  if (typeof error !== 'string') return null;
  const result: ErrorBody = { error };
  if (typeof code === 'string') result.code = code as ErrorBody['code'];
  if (typeof fields === 'object' && fields !== null) {
    result.fields = Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return result;
}

/** A response's body: JSON, text, or null when there is none. */
export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await res.json();
    const text = await res.text();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
