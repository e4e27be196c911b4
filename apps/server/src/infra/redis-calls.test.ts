import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { handleUnawaitedCalls, redisFailureLog, watchConnection } from './redis-calls';

/** A loopback port nothing listens on: every connection is refused at once. */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);
process.on('unhandledRejection', onUnhandled);
afterEach(() => {
  unhandled.splice(0);
});

describe('redisFailureLog', () => {
  it('logs each kind of failure at warn at most once per period, with the count left out', () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    let t = 0;
    const failed = redisFailureLog(
      { warn: (obj, msg) => lines.push({ obj: obj as Record<string, unknown>, msg }) },
      { closing: () => false, everyMs: 1000, now: () => t },
    );
    const err = new Error('Connection is closed.');
    failed('adapter publisher publish', err);
    failed('adapter publisher publish', err);
    failed('presence lookup', err);
    t = 999;
    failed('adapter publisher publish', err);
    t = 1000;
    failed('adapter publisher publish', err);
    expect(lines.map((l) => [l.msg, l.obj.skippedSinceLast])).toEqual([
      ['redis adapter publisher publish failed', undefined],
      ['redis presence lookup failed', undefined],
      ['redis adapter publisher publish failed', 2],
    ]);
    expect(lines[0]!.obj).toMatchObject({ err, redis: 'adapter publisher publish' });
  });

  it('ignores failures once its owner is closing', () => {
    const lines: string[] = [];
    const failed = redisFailureLog({ warn: (_o, msg) => lines.push(msg) }, { closing: () => true });
    failed('adapter publisher publish', new Error('Connection is closed.'));
    expect(lines).toEqual([]);
  });
});

describe('handleUnawaitedCalls', () => {
  let client: Redis | undefined;
  afterEach(() => {
    client?.disconnect();
    client = undefined;
  });

  it('reports a publish nobody awaits, on a client that cannot reach Redis, instead of an unhandled rejection', async () => {
    client = new Redis(await deadPort(), '127.0.0.1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    const failures: string[] = [];
    handleUnawaitedCalls(client, 'adapter publisher', (what) => failures.push(what));
    // As the Socket.IO adapter calls them: fire and forget.
    void client.publish('socket.io#/#', 'hello');
    void client.subscribe('channel');
    void client.punsubscribe('socket.io#/#*');
    await new Promise((r) => setTimeout(r, 50));
    expect(failures).toEqual([
      'adapter publisher publish',
      'adapter publisher subscribe',
      'adapter publisher punsubscribe',
    ]);
    expect(unhandled).toEqual([]);
    // A caller that awaits still sees the failure.
    await expect(client.publish('x', 'y')).rejects.toThrow();
  });
});

describe('watchConnection', () => {
  it('reports connection errors, and says when an established connection is lost and back', async () => {
    const open = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Just enough of Redis for ioredis: INFO answers loading:0 (the ready check), every
      // other command +OK. Requests are RESP arrays: `*N`, then N `$len` and value lines.
      socket.on('data', (data) => {
        const lines = data.toString().split('\r\n');
        for (let i = 0; i < lines.length; i++) {
          if (!lines[i]!.startsWith('*')) continue;
          const name = (lines[i + 2] ?? '').toLowerCase();
          i += 2 * Number(lines[i]!.slice(1));
          const body = 'loading:0\r\n';
          socket.write(name === 'info' ? `$${body.length}\r\n${body}\r\n` : '+OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    const events: string[] = [];
    const c = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
    watchConnection(c, 'test', {
      failed: (what, err) => events.push(`${what}: ${(err as Error).message}`),
      closing: () => false,
      lost: () => events.push('lost'),
      back: () => events.push('back'),
    });
    await c.connect();
    expect(events).toEqual([]);

    // "Redis" goes away: the connection drops and reconnecting is refused for a while.
    open.forEach((s) => s.destroy());
    await new Promise((r) => server.close(r));
    await new Promise((r) => setTimeout(r, 200));
    expect(events[0]).toBe('lost');
    expect(events[1]).toMatch(/^test connection: connect ECONNREFUSED/);
    expect(events).not.toContain('back');

    // It comes back on the same port: the client reconnects by itself.
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    await new Promise((r) => setTimeout(r, 300));
    expect(events.at(-1)).toBe('back');
    expect(events.filter((e) => e === 'lost')).toHaveLength(1);
    c.disconnect();
    open.forEach((s) => s.destroy());
    await new Promise((r) => server.close(r));
    expect(unhandled).toEqual([]);
  });
});
