import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../infra/storage';

/** The types of the files people and the demo data upload; anything else is plain bytes. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** A key as the stores make them: folders and a name, no `..`, no empty or hidden segment. */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * GET (and HEAD) /uploads/<key>: the public store's files, whichever store that is (decision
 * 107), so every process serves what any of them took. Keys are random per upload, so a file
 * never changes and may be cached for good; nosniff keeps a browser to the type named here.
 */
export function registerUploadsRoute(app: FastifyInstance, store: FileStorage): void {
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const bytes = KEY.test(key) && !key.includes('..') ? await store.read(key) : null;
      if (!bytes) return reply.callNotFound();
      const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream')
        .send(bytes);
    },
  );
}
