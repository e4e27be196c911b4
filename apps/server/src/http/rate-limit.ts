import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';

/** Contract calls per client and minute, answered 429 past the limit; none when it is 0. */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(fastifyRateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    // Only contract routes count, matched by route (the raw URL may be percent-encoded).
    allowList: (req) => !req.routeOptions.config.endpoint,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${ctx.after}.`,
    }),
  });
}
