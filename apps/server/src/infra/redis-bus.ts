import { Redis } from 'ioredis';
import type { InvalidationBus } from '../modules/auth/session-cache';

/** A Redis pub/sub channel shared by every server process. */
export async function createRedisBus(
  url: string,
  channel: string,
): Promise<InvalidationBus & { close(): Promise<void> }> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; without a listener an error event would crash the process.
  for (const c of [pub, sub]) c.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  const handlers: ((message: string) => void)[] = [];
  sub.on('message', (ch: string, message: string) => {
    if (ch === channel) handlers.forEach((h) => h(message));
  });
  return {
    publish: (message) => void pub.publish(channel, message).catch(() => undefined),
    subscribe: (h) => void handlers.push(h),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
