import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA; any non-API path that is not a file gets index.html (history mode).
 * The build writes a brotli and a gzip copy beside each text asset, and the one the browser
 * accepts is sent as it is (`Content-Encoding`, `Vary: Accept-Encoding`), so nothing is
 * compressed per request. Hashed assets are cached for a year; everything else, HTML first,
 * is revalidated every time.
 */
export function registerWebApp(app: FastifyInstance, dist: string): void {
  const hasDist = existsSync(join(dist, 'index.html'));
  if (hasDist) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join('assets', '')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
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
    return reply.sendFile('index.html');
  });
}
