import { vi } from 'vitest';
import type { Endpoint, EndpointData } from '@portal/contract';

export interface FakeRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: a JSON body, or with `headers`, a raw body (a file) sent as is with those headers. */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

function matcher(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
}

/**
 * Stands in for the server behind `fetch`: handlers are registered per contract descriptor, so the
 * real API client runs against them. Unhandled calls answer 404.
 */
export function installFakeApi() {
  const handlers: { method: string; path: RegExp; handle: Handler }[] = [];
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { url, method, headers, body };
    requests.push(req);
    const handler = handlers.find((h) => h.method === method && h.path.test(url.pathname));
    const reply = handler
      ? await handler.handle(req)
      : { status: 404, body: { error: 'Not found' } };
    if (reply.headers) {
      return new Response(reply.body as BodyInit, {
        status: reply.status ?? 200,
        headers: reply.headers,
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    fetchMock,
    /** Answers an endpoint with a success envelope built from `data`. */
    ok<E extends Endpoint>(endpoint: E, data: EndpointData<E>, message?: string) {
      handlers.unshift({
        method: endpoint.method,
        path: matcher(endpoint.path),
        handle: () => ({ body: { data, ...(message ? { message } : {}) } }),
      });
    },
    /** Answers an endpoint with an error status and body. */
    fail(endpoint: Endpoint, status: number, body: unknown) {
      handlers.unshift({
        method: endpoint.method,
        path: matcher(endpoint.path),
        handle: () => ({ status, body }),
      });
    },
    /** Answers a file endpoint with `body` as an attachment named `fileName`. */
    file(endpoint: Endpoint, file: { body: string; contentType: string; fileName: string }) {
      handlers.unshift({
        method: endpoint.method,
        path: matcher(endpoint.path),
        handle: () => ({
          body: file.body,
          headers: {
            'content-type': file.contentType,
            'content-disposition': `attachment; filename="${file.fileName}"`,
          },
        }),
      });
    },
    on(endpoint: Endpoint, handle: Handler) {
      handlers.unshift({ method: endpoint.method, path: matcher(endpoint.path), handle });
    },
  };
}
