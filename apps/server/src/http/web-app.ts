import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA; any non-API path that is not a file gets index.html (history mode).
 * The build writes a brotli and a gzip copy beside each text asset, and the one the browser
 * accepts is sent as it is (`Content-Encoding`, `Vary: Accept-Encoding`), so nothing is
 * compressed per request. Hashed assets are cached for a year, pages are revalidated every
 * time (cacheControlOf). The public pages the build prerendered (listed in
 * prerendered.json, decision 46) are answered with their own HTML instead of index.html.
 */
export function registerWebApp(app: FastifyInstance, dist: string): void {
  const hasDist = existsSync(join(dist, 'index.html'));
  const prerendered = prerenderedPages(dist);
  if (hasDist) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => res.header('cache-control', cacheControlOf(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
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
    const path = request.url.split('?')[0]!;
    const page = prerendered.get(decodeURIComponentSafe(path));
    // A prerendered page's form sent by the browser itself, before the app had started: the
    // page again (its fields are empty; nothing sent is kept).
    if (request.method === 'POST' && page) return reply.redirect(path, 303);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    if (!hasDist) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`) first.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(page ?? 'index.html');
  });
}

/**
 * Hashed assets are kept for a year; pages (and any script outside assets/), which name the
 * current ones, are revalidated every time; the icons, manifest and robots file, for a day (a
 * page asks for its icon several times while it loads).
 */
function cacheControlOf(path: string): string {
  if (path.includes(join('assets', ''))) return 'public, max-age=31536000, immutable';
  // The build's compressed copy is sent as the file it was made from.
  if (/\.(html|js)(\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * The hashes (`sha256-…`, as Content-Security-Policy names them) of the inline scripts of the
 * built pages: the boot script the build writes into each (decision 52), the same in all of
 * them. None when the app is not built.
 */
export function inlineScriptHashes(dist: string): string[] {
  const pages = ['index.html', ...prerenderedPages(dist).values()].map((page) => join(dist, page));
  const hashes = new Set<string>();
  for (const page of pages.filter((file) => existsSync(file))) {
    for (const [, source] of readFileSync(page, 'utf8').matchAll(
      /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`sha256-${createHash('sha256').update(source!).digest('base64')}`);
    }
  }
  return [...hashes];
}

/** Path to file (relative to dist) of each prerendered page; none when the build made none. */
function prerenderedPages(dist: string): Map<string, string> {
  const listing = join(dist, 'prerendered.json');
  if (!existsSync(listing)) return new Map();
  const pages = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages));
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
