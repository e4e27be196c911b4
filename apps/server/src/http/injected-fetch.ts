import type { FastifyInstance } from 'fastify';

/**
 * fetch over `app.inject`: a page loader's (or action's) calls go through the API's routes without a socket, as
 * the caller (address and token, whatever the render asks). A body is JSON text (the API
 * client's; a render uploads nothing).
 */
export function injectedFetch(
  app: FastifyInstance,
  remoteAddress: string,
  token: string | null,
): typeof fetch {
  return async (input, init) => {
    // As inject will resolve it: `/api/../uploads` is not the API's, nor is another host.
    const { origin, pathname, search } = new URL(String(input), 'http://localhost');
    if (origin !== 'http://localhost' || !pathname.startsWith('/api/')) {
      return new Response(null, { status: 400 });
    }
    const url = pathname + search;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...Object.fromEntries(new Headers(init?.headers).entries()),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const status = res.statusCode;
    return new Response(status === 204 || status === 304 ? null : res.rawPayload, {
      status,
      headers,
    });
  };
}
