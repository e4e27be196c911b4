import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput, Envelope } from '@portal/contract';
import { api, type ApiClient, type CallFailure, type CallOptions } from './client';

/** Thrown into TanStack Query when a call failed; the client has already told the user. */
export class ApiCallFailedError extends Error {
  constructor(
    readonly path: string,
    /** Status and error body, when the client reported them. */
    readonly failure: CallFailure | null = null,
  ) {
    super(`API call failed: ${path}`);
    this.name = 'ApiCallFailedError';
  }
}

/** Like `api.call`, but throws on failure, as query and mutation functions should. */
export async function request<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options?: CallOptions,
  client: ApiClient = api,
): Promise<Envelope<EndpointData<E>>> {
  let failure: CallFailure | null = null;
  const result = await client.call(endpoint, input, {
    ...options,
    onFailure: (f) => {
      failure = f;
      options?.onFailure?.(f);
    },
  });
  if (result === false) throw new ApiCallFailedError(endpoint.path, failure);
  return result;
}

/**
 * Call options of a query's fetch whose place shows its own loading state (skeletons, a list's
 * loader), or that nothing on screen waits for (background data): the page-wide loader stays
 * off, one loading signal per place. A query whose place shows nothing while the user waits for
 * it passes `{ signal }` alone, and keeps SPEC §7's loader.
 */
export function placeLoading(signal: AbortSignal): CallOptions {
  return { signal, displayLoader: false };
}

const boundClients = new WeakMap<QueryClient, ApiClient>();

/**
 * Makes the queries of `queries` call the API through `client`: a page's loader on the server
 * binds its per-request cache to a client that calls the server's own routes as the visitor.
 */
export function bindApiClient(queries: QueryClient, client: ApiClient): void {
  boundClients.set(queries, client);
}

/** The API client of a query cache's queries (bindApiClient); the browser's own by default. */
export function apiOf(queries: QueryClient | undefined): ApiClient {
  return (queries && boundClients.get(queries)) ?? api;
}

/** Query options for a GET descriptor: key from method, path and input; resolves to `data`. */
export function endpointQuery<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return {
    queryKey: [endpoint.method, endpoint.path, input ?? {}] as const,
    queryFn: async ({
      signal,
      client,
    }: {
      signal: AbortSignal;
      client?: QueryClient;
    }): Promise<EndpointData<E>> =>
      (await request(endpoint, input, placeLoading(signal), apiOf(client))).data,
  };
}
