import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { CurrentUser } from '@portal/contract';
import { injectedFetch } from './injected-fetch';
import { scriptNonceOf } from './security-headers';

/** The page-session cookie's session, as the web app's loaders receive it. */
export interface WebSession {
  token: string;
  user: CurrentUser;
}

export interface WebAppDeps {
  /** The web app's build: `client/` (files for the browser) and `server/index.js`. */
  root: string;
  /** The web app's sources, served by Vite with hot reload (development) instead of the build. */
  devRoot?: string;
  /** The live session of a page request's cookie, or null. */
  pageSession: (request: FastifyRequest, reply: FastifyReply) => Promise<WebSession | null>;
  /** The layout the browser last said it shows (its layout cookie). */
  mobileLayout: (request: FastifyRequest) => boolean;
}

/**
 * The web app (decision 62): its files, the public pages prerendered at build time for visitors
 * without a session, and every other page rendered by React Router's request handler with the
 * visitor's session and data. The build wrote a brotli and a gzip copy beside each text file,
 * and the one the browser accepts is sent as it is. Hashed assets are cached for a year, pages
 * are revalidated every time (cacheControlOf).
 */
export async function registerWebApp(app: FastifyInstance, deps: WebAppDeps): Promise<void> {
  const client = join(deps.root, 'client');
  const serverBuild = join(deps.root, 'server', 'index.js');
  // The browser's files and the prerendered pages, and the server's bundle, each when built.
  const built = !deps.devRoot && existsSync(client);
  const prerendered = built ? prerenderedPages(client) : new Map<string, string>();
  const handle = deps.devRoot
    ? await viteHandler(app, deps.devRoot)
    : existsSync(serverBuild)
      ? createRequestHandler(
          (await import(pathToFileURL(serverBuild).href)) as ServerBuild,
          'production',
        )
      : null;
  if (built) {
    app.register(fastifyStatic, {
      root: client,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => res.header('cache-control', cacheControlOf(path)),
    });
  }
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.url.startsWith('/socketapi')
    ) {
      return reply.status(404).send({
        error: `No API route ${request.method} ${request.url.split('?')[0]}.`,
        code: 'NOT_FOUND',
      });
    }
    // Only a page is read (GET) or has a form sent to it (POST, when pages are rendered here);
    // anything else is answered as the API answers what it does not know.
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      (request.method !== 'POST' || !handle)
    ) {
      return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    const session = await deps.pageSession(request, reply);
    const path = decodePath(request.url.split('?')[0]!);
    const page = prerendered.get(path);
    if (page && !session && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile(page, client);
    }
    if (!handle) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`) first.');
    }
    return renderPage(app, handle, request, reply, {
      session,
      apiFetch: injectedFetch(app, request.ip, session?.token ?? null),
      mobile: deps.mobileLayout(request),
      nonce: scriptNonceOf(reply),
    });
  };
  // A route of its own (not only the not-found handler), so that @fastify/compress compresses
  // the pages; forms post here too, their bodies read as the browser sent them.
  await app.register(async (pages) => {
    // A page takes what its forms send (urlencoded), as text; any other body (JSON, say) is answered 415 by
    // Fastify before it reaches a page, rather than parsed into what no page reads.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    pages.route({ method: ['GET', 'POST'], url: '/*', handler: answer });
  });
  app.setNotFoundHandler(answer);
}

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * Development: Vite serves the web app's modules with hot reload (its middleware, through
 * @fastify/middie) and the pages are rendered from its current sources, as React Router's
 * custom-server guide does it.
 */
async function viteHandler(app: FastifyInstance, root: string): Promise<Handler> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
}

/** Answers a page request with React Router's handler: a Fetch API request in, a response out. */
async function renderPage(
  app: FastifyInstance,
  handle: Handler,
  request: FastifyRequest,
  reply: FastifyReply,
  context: Parameters<Handler>[1],
) {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const response = await handle(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? bodyOf(request) : undefined,
      signal: controller.signal,
    }),
    context,
  );
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  // A page rendered for one visitor is theirs alone.
  reply.header('cache-control', context?.session ? 'private, no-store' : 'no-cache');
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * A form's body as the browser sent it. Only the pages' own parser gives text; a body parsed as
 * anything else (a JSON body on a page address with a method no route takes, which reaches the
 * not-found handler) is no form, and the page gets none.
 */
function bodyOf(request: FastifyRequest): string | undefined {
  return typeof request.body === 'string' ? request.body : undefined;
}

/**
 * Hashed assets are kept for a year; prerendered pages and their data are revalidated every
 * time (the visitor may have logged in since); anything else (icons, manifest, robots), for a
 * day (a page asks for its icon several times while it loads).
 */
function cacheControlOf(path: string): string {
  if (path.includes(join('assets', ''))) return 'public, max-age=31536000, immutable';
  if (/\.(html|data)(\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}

/** Each prerendered page's path and file (relative to `client`): `/login` → `login/index.html`. */
function prerenderedPages(client: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(client)) return pages;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') visit(join(dir, entry.name));
      else if (entry.name === 'index.html') {
        const file = relative(client, join(dir, entry.name));
        const path = `/${relative(client, dir).split(sep).join('/')}`;
        pages.set(path === '/' ? '/' : path.replace(/\/$/, ''), file);
      }
    }
  };
  visit(client);
  return pages;
}

/**
 * The hashes (`sha256-…`, as Content-Security-Policy names them) of the inline scripts of the
 * prerendered pages (React Router's hydration data and module loader): they were written at
 * build time, without a response's nonce. None when the app is not built.
 */
export function inlineScriptHashes(root: string): string[] {
  const client = join(root, 'client');
  const hashes = new Set<string>();
  for (const page of prerenderedPages(client).values()) {
    for (const [, source] of readFileSync(join(client, page), 'utf8').matchAll(
      /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`sha256-${createHash('sha256').update(source!).digest('base64')}`);
    }
  }
  return [...hashes];
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
