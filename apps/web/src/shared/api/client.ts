import {
  buildPath,
  ERROR_MESSAGES,
  PANEL,
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  type Envelope,
  type ErrorBody,
} from '@portal/contract';
import { BUILD_APP_VERSION } from '../config/build';
import { appEvents } from '../lib/app-events';
import { useSessionStore, type SnackType } from '../session/session-store';
import { fileNameOf, type DownloadedFile } from './downloads';
import { classifyHttpError } from './http-errors';
import { errorBodyOf, readBody, toQueryString, type QueryValue } from './wire';

export interface CallOptions {
  /**
   * The page-wide loader (see `showsGlobalLoader`): true shows it for any call, false never (the
   * place the answer goes to shows its own loading state, as a query's skeletons do).
   */
  displayLoader?: boolean;
  /** Do not show the success message of the response as a snack. */
  suppressMessage?: boolean;
  /** Cancels the call; a cancelled call resolves to false without a message. */
  signal?: AbortSignal;
  /**
   * Told why a call failed, after the catalogue's message was shown, so a form can put the
   * server's `fields` messages on its inputs.
   */
  onFailure?: (failure: CallFailure) => void;
  /**
   * Makes the call over the socket when the endpoint has a `socketEvent`; its answer goes through
   * the same rules as an HTTP response. Resolving to null (no socket, no answer in time) falls
   * back to HTTP, so a write must be safe to repeat (chat sends carry a clientId).
   */
  via?: SocketTransport;
}

/** Sends a request over the socket; null when it could not be answered. */
export type SocketTransport = (
  event: string,
  body: unknown,
) => Promise<{ status: number; body: unknown } | null>;

/** Why a call failed: the HTTP status (undefined without a response) and the error body. */
export interface CallFailure {
  status: number | undefined;
  error: ErrorBody | null;
}

/** What the client needs from the app; tests hand in their own. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  appVersion: string;
  getToken: () => string | null;
  clearAuth: () => void;
  setLoader: (on: boolean) => void;
  showSnack: (message: string, type: SnackType) => void;
  navigate: (to: string) => void;
  emitAppVersion: (text: string) => void;
}

/**
 * Whether a call shows the page-wide loader. SPEC §7: on every GET, or on any call asked to; but
 * one loading signal per place, so not when the caller's place shows its own (`displayLoader`
 * false: a query rendered with skeletons).
 */
export function showsGlobalLoader(method: string, displayLoader: boolean | undefined): boolean {
  return displayLoader ?? method === 'GET';
}

/**
 * The only code that knows URLs, headers and HTTP errors (SPEC §7, §8). Every call resolves to the
 * success envelope or to `false`, after showing the catalogue's message.
 */
export function createApiClient(deps: ApiClientDeps) {
  let pendingLoaders = 0;

  const loaderOn = () => {
    pendingLoaders += 1;
    if (pendingLoaders === 1) deps.setLoader(true);
  };
  const loaderOff = () => {
    pendingLoaders = Math.max(0, pendingLoaders - 1);
    if (pendingLoaders === 0) deps.setLoader(false);
  };

  function fail(status: number | undefined, body: unknown, options: CallOptions): false {
    const { message, effect } = classifyHttpError(status, body);
    if (effect === 'session-expired') deps.clearAuth();
    if (message) deps.showSnack(message, 'error');
    if (effect === 'session-expired') deps.navigate('/login');
    else if (effect === 'forbidden') deps.navigate('/403');
    else if (effect === 'app-version') deps.emitAppVersion(ERROR_MESSAGES.appVersion);
    options.onFailure?.({ status, error: status === undefined ? null : errorBodyOf(body) });
    return false;
  }

  /** URL, headers and body of a call (SPEC §7: bearer token, panel and appversion headers). */
  function prepare(endpoint: Endpoint, input: object) {
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const url = `${deps.baseUrl}${buildPath(endpoint.path, params)}${toQueryString(query)}`;
    const headers: Record<string, string> = { panel: PANEL, appversion: deps.appVersion };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return { url, headers, body, payload };
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E> = {} as EndpointInput<E>,
    options: CallOptions = {},
  ): Promise<Envelope<EndpointData<E>> | false> {
    const { url, headers, body, payload } = prepare(endpoint, input);
    const withLoader = showsGlobalLoader(endpoint.method, options.displayLoader);
    if (withLoader) loaderOn();
    try {
      const overSocket =
        options.via && endpoint.socketEvent && body !== undefined && !(body instanceof FormData)
          ? await options.via(endpoint.socketEvent, body)
          : null;
      if (overSocket) return settle<E>(overSocket.status, overSocket.body, options);
      const res = await deps.fetch(url, {
        method: endpoint.method,
        headers,
        body: payload,
        signal: options.signal,
      });
      return settle<E>(res.status, await readBody(res), options);
    } catch (error) {
      if (options.signal?.aborted) return false;
      return fail(undefined, error, options);
    } finally {
      if (withLoader) loaderOff();
    }
  }

  /** A response, from HTTP or the socket, as the caller gets it. */
  function settle<E extends Endpoint>(
    status: number,
    data: unknown,
    options: CallOptions,
  ): Envelope<EndpointData<E>> | false {
    if (status < 200 || status >= 300) return fail(status, data, options);
    const envelope = (data ?? { data: null }) as Envelope<EndpointData<E>>;
    if (envelope.message && !options.suppressMessage) deps.showSnack(envelope.message, 'info');
    return envelope;
  }

  /**
   * A multipart call: `file` sent as form field `field`. The browser sets the multipart
   * Content-Type with its boundary; headers, loader and errors follow `call`'s rules.
   */
  function upload<E extends Endpoint>(
    endpoint: E,
    file: Blob,
    input: Omit<EndpointInput<E>, 'body'> = {} as Omit<EndpointInput<E>, 'body'>,
    options: CallOptions & { field?: string } = {},
  ): Promise<Envelope<EndpointData<E>> | false> {
    const form = new FormData();
    form.append(options.field ?? 'file', file);
    return call(endpoint, { ...input, body: form } as EndpointInput<E>, options);
  }

  /**
   * A file endpoint (`file: true`): the file as a Blob with the name of its Content-Disposition,
   * or false after the catalogue's message when the call failed (its errors are the usual error
   * envelope). Headers and loader follow `call`'s rules.
   */
  async function download<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E> = {} as EndpointInput<E>,
    options: Omit<CallOptions, 'via' | 'suppressMessage'> = {},
  ): Promise<DownloadedFile | false> {
    const { url, headers, payload } = prepare(endpoint, input);
    const withLoader = showsGlobalLoader(endpoint.method, options.displayLoader);
    if (withLoader) loaderOn();
    try {
      const res = await deps.fetch(url, {
        method: endpoint.method,
        headers,
        body: payload,
        signal: options.signal,
      });
      if (!res.ok) return fail(res.status, await readBody(res), options);
      const blob = await res.blob();
      return { blob, fileName: fileNameOf(res.headers.get('content-disposition')) ?? 'download' };
    } catch (error) {
      if (options.signal?.aborted) return false;
      return fail(undefined, error, options);
    } finally {
      if (withLoader) loaderOff();
    }
  }

  return { call, upload, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client, wired to the session store and the shell's events. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: '',
  appVersion: BUILD_APP_VERSION,
  getToken: () => useSessionStore.getState().token,
  clearAuth: () => useSessionStore.getState().clearAuth(),
  // A microtask later, in order: a call may start while a component renders (a prefetch on
  // Home's first render), and the loader is another component's state, which React forbids
  // setting then.
  setLoader: (on) => queueMicrotask(() => useSessionStore.getState().setLoader(on)),
  showSnack: (message, type) => useSessionStore.getState().showSnack(message, type),
  navigate: (to) => appEvents.emit('navigate', to),
  emitAppVersion: (text) => appEvents.emit('appversion', text),
});

/**
 * A client for a page's loader on the server: the calls go to `fetch` (the server's own routes)
 * with the visitor's token; nothing is shown, since no one is looking yet (a failure leaves the
 * query empty, and the browser asks again).
 */
export function serverApiClient(fetch: typeof globalThis.fetch, token: string | null): ApiClient {
  const nothing = () => undefined;
  return createApiClient({
    fetch,
    baseUrl: '',
    appVersion: BUILD_APP_VERSION,
    getToken: () => token,
    clearAuth: nothing,
    setLoader: nothing,
    showSnack: nothing,
    navigate: nothing,
    emitAppVersion: nothing,
  });
}
