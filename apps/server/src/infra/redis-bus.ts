import { Redis } from 'ioredis';
import type { InvalidationBus } from './invalidation-bus';
import { handleUnawaitedCalls, redisFailureLog, watchConnection } from './redis-calls';

/**
 * A Redis pub/sub channel shared by every server process. While Redis is away a publish is
 * lost (logged at warn): the other processes' caches then keep an entry until its own expiry
 * (seconds, see the session and room caches), which is why every cache on the bus has one.
 */
export async function createRedisBus(
  url: string,
  channel: string,
  log: { warn(obj: object, msg: string): void },
): Promise<InvalidationBus & { close(): Promise<void> }> {
  let closing = false;
  const failed = redisFailureLog(log, { closing: () => closing });
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  // ioredis reconnects (and re-subscribes) by itself; its error events and a re-subscription
  // that fails are reported rather than crashing the process.
  handleUnawaitedCalls(sub, 'bus', failed);
  for (const [c, name] of [
    [pub, 'bus publisher'],
    [sub, 'bus subscriber'],
  ] as const) {
    watchConnection(c, name, {
      failed,
      closing: () => closing,
      lost: () => log.warn({ redis: name }, 'redis connection lost: cache drops are not shared'),
      back: () => log.warn({ redis: name }, 'redis connection back'),
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  const handlers: ((message: string) => void)[] = [];
  sub.on('message', (ch: string, message: string) => {
    if (ch === channel) handlers.forEach((h) => h(message));
  });
  return {
    publish: (message) => {
      pub.publish(channel, message).catch((err: unknown) => failed('cache drop publish', err));
    },
    subscribe: (h) => void handlers.push(h),
    async close() {
      closing = true;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
