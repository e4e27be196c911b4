import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../infra/metrics';
import { operatorOnly, type OperatorAccessOptions } from './operator-access';

/** The series' key of an answer given outside any route. */
const UNMATCHED: { url?: string } = {};

/**
 * Every answered request is observed by its route pattern (`/api/news/:id`, not the address
 * asked for; `unmatched` for a 404 without a route), and `/metrics` serves the figures to
 * whom the operator allows (decision 110).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  access: OperatorAccessOptions,
): void {
  // A callback hook: no promise per request, one histogram observe on a series found by route.
  app.addHook('onResponse', (request, reply, done) => {
    // routeOptions is built afresh on each read: read once. Its config lives with the route.
    const config = request.routeOptions.config ?? UNMATCHED;
    metrics.request(
      config,
      request.method,
      config.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get(
    '/metrics',
    { schema: { hide: true }, onRequest: operatorOnly(access) },
    async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
  );
}
