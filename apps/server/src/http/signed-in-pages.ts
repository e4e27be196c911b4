import type { FastifyInstance } from 'fastify';
import { pages } from '@portal/contract';
import { bearerToken } from './guards';
import { responseOf } from './page-renderer';
import { route } from './route';

/** What the web app's server bundle renders a signed-in page from (its signed-in-render.tsx). */
export type PageRequest = pages.SignedInPageRequest & { fetch: typeof fetch };

export type PageRenderer = (request: PageRequest) => Promise<pages.RenderedPage>;

/** The answer is not awaited longer (the render's deadline): the browser renders instead. */
export const RENDER_TIMEOUT_MS = 2000;

/**
 * POST /api/page (decision 49): the page rendered by the web app's own code, its calls made
 * through this server's routes with the caller's token and address, so that every rule and
 * limit of those routes applies as if the browser had made them. Null without a renderer.
 */
export function signedInPageRoutes(
  api: FastifyInstance,
  { render, root }: { render: PageRenderer | undefined; root: FastifyInstance },
): void {
  // Sessions with a render under way: one at a time each, so that no visitor fills the queue.
  const rendering = new Set<string>();
  route(api, pages.renderPage, async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request);
    if (!render || !token || rendering.has(token)) return { data: null };
    rendering.add(token);
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    // A page that cannot render here is rendered by the browser, as before decision 49.
    const page = render({ ...body, token, deadline, fetch: injectedFetch(root, request.ip, token) })
      .catch((err: unknown) => {
        request.log.warn({ err, path: body.path }, 'a signed-in page did not render on the server');
        return null;
      })
      .finally(() => rendering.delete(token));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_TIMEOUT_MS);
    });
    try {
      return { data: await Promise.race([page, late]) };
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * fetch over `app.inject`: a render's calls go through the API's routes without a socket, as
 * the caller (address and token, whatever the render asks). A body is JSON text (the API
 * client's; a render uploads nothing).
 */
export function injectedFetch(
  app: FastifyInstance,
  remoteAddress: string,
  token: string,
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
        authorization: `Bearer ${token}`,
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers[name] = String(value);
    }
    return responseOf(res.statusCode, headers, res.rawPayload);
  };
}
