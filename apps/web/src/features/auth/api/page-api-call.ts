import type { AppLoadContext } from 'react-router';
import { ERROR_MESSAGES, PANEL, type Endpoint, type ErrorBody } from '@portal/contract';
import { BUILD_APP_VERSION } from '../../../shared/config/build';

/** The API's answer to a call a page's action made: its data, or its error body. */
export type PageApiAnswer<T> =
  | { ok: true; data: T; response: Response }
  | { ok: false; error: ErrorBody; response: Response | null };

/**
 * A form the browser sent itself (before the app had started), passed on to the API by the page's
 * action as the visitor would call it: JSON with SPEC §7's headers, through the server's own
 * routes (the load context). An answer that is not the API's (no load context: a build) is the
 * generic message.
 */
export async function callApiFromPage<T>(
  context: AppLoadContext,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  body: unknown,
): Promise<PageApiAnswer<T>> {
  if (!context.apiFetch) {
    return { ok: false, error: { error: ERROR_MESSAGES.generic }, response: null };
  }
  const response = await context.apiFetch(endpoint.path, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', panel: PANEL, appversion: BUILD_APP_VERSION },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as
    ({ data?: T } & Partial<ErrorBody>) | null;
  if (response.ok && json && 'data' in json) return { ok: true, data: json.data as T, response };
  return {
    ok: false,
    error: {
      error: typeof json?.error === 'string' ? json.error : ERROR_MESSAGES.generic,
      ...(json?.fields ? { fields: json.fields } : {}),
    },
    response,
  };
}
