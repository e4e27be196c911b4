import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Liveness (the process answers) and readiness (its database answers too), off the docs. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database unreachable' });
    }
  });
}
