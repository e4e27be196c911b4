import type { FastifyInstance } from 'fastify';
import { pages } from '@portal/contract';
import { bearerToken } from './guards';
import { route } from './route';

/** What the web app's server bundle renders a signed-in page from (its signed-in-render.tsx). */
export interface PageRequest {
  path: string;
  mobile: boolean;
  session: Record<string, unknown>;
  token: string;
  fetch: typeof fetch;
}

export type PageRenderer = (request: PageRequest) => Promise<pages.RenderedPage>;

/** A render that takes longer is given up: the browser renders the page itself meanwhile. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * POST /api/page (decision 49): the page rendered by the web app's own code, its calls made
 * through this server's routes with the caller's token and address, so that every rule and
 * limit of those routes applies as if the browser had made them. Null without a renderer.
 */
export function signedInPageRoutes(
  api: FastifyInstance,
  { render, root }: { render: PageRenderer | undefined; root: FastifyInstance },
): void {
  route(api, pages.renderPage, async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request);
    if (!render || !token) return { data: null };
    // A page that cannot render here is rendered by the browser, as before decision 49.
    const page = render({ ...body, token, fetch: injectedFetch(root, request.ip) }).catch(
      (err: unknown) => {
        request.log.warn({ err, path: body.path }, 'a signed-in page did not render on the server');
        return null;
      },
    );
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

/** fetch over `app.inject`: a render's calls go through the routes without a socket. */
export function injectedFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
