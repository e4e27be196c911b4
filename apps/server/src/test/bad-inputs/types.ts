import type { Endpoint } from '@portal/contract';

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
