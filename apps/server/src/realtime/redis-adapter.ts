import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { handleUnawaitedCalls, watchConnection } from '../infra/redis-calls';

/**
 * Connects Socket.IO's Redis adapter (events cross processes through it): a publisher and a
 * subscriber whose failures are reported through `failed`, never thrown; `recovered` runs when a
 * lost connection is back.
 */
export async function connectRedisAdapter(
  io: Server,
  redisUrl: string,
  deps: {
    log: FastifyBaseLogger;
    failed: (what: string, err: unknown) => void;
    closing: () => boolean;
    recovered: () => void;
  },
): Promise<{ pub: Redis; sub: Redis }> {
  const { failed, closing, recovered } = deps;
  // Auto-pipelining sends the publishes of one tick (a message's fan-out, a batch of sends) in
  // one write rather than one each.
  const pub = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    enableAutoPipelining: true,
  });
  const sub = pub.duplicate();
  for (const [c, name] of [
    [pub, 'adapter publisher'],
    [sub, 'adapter subscriber'],
  ] as const) {
    // The adapter publishes each broadcast and (un)subscribes without awaiting, and ioredis
    // re-subscribes by itself after a reconnection: those calls handle their own failures.
    handleUnawaitedCalls(c, name, failed);
    // ioredis reconnects by itself; the errors of its attempts are reported, not thrown.
    watchConnection(c, name, {
      failed,
      closing,
      lost: () =>
        deps.log.warn(
          { redis: name },
          'redis connection lost: events stay in this process until it is back',
        ),
      back: () => {
        deps.log.warn({ redis: name }, 'redis connection back');
        recovered();
      },
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return { pub, sub };
}
