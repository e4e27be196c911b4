import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateChatEvent, UserStatusEvent } from '@portal/contract';
import type { Database } from './db/client';
import { needs } from './test/ci';
import { callServer as call } from './test/cluster';
import { createUser } from './test/factories';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { eventually, openSocket, record } from './test/socket-client';
import { createTcpProxy } from './test/tcp-proxy';
import { createTestDatabase } from './test/test-app';

// Two real server processes on PostgreSQL and Redis, each reached through a TCP proxy of this
// test's own: stopping a proxy is what an outage or a restart looks like to the processes
// (connections dropped, new ones refused, then accepted again), and the shared PostgreSQL and
// Redis that other suites use are never touched.
const NAME = 'two processes ride out a Redis outage and a PostgreSQL restart';
const database = needs('TEST_DATABASE_URL', NAME);
const redis = needs('TEST_REDIS_URL', database.name);
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const name = onPostgres
  ? redis.name
  : `${redis.name} (runs in the PostgreSQL project only: processes cannot share an embedded PGlite)`;

const UNAVAILABLE = {
  error: 'The service is temporarily unavailable. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
};

/** What a process must never log, whatever happened to its Redis or database. */
function expectNoStrayFailures(p: ServerProcess) {
  expect(p.output()).not.toMatch(/unhandled rejection|uncaught exception|Failed to start/i);
}

/** A proxied URL: the same credentials and database, through 127.0.0.1:port. */
function through(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

describe.runIf(database.run && redis.run && onPostgres)(name, () => {
  let db: Database & { url?: string };
  let pgProxy: Awaited<ReturnType<typeof createTcpProxy>>;
  let redisProxy: Awaited<ReturnType<typeof createTcpProxy>>;
  let p1: ServerProcess;
  let p2: ServerProcess;
  const sockets: Socket[] = [];
  let ua: Awaited<ReturnType<typeof createUser>>;
  let ub: Awaited<ReturnType<typeof createUser>>;
  let tokenA: string;
  let tokenB: string;
  let sa: Socket;
  let sb: Socket;

  const send = (base: string, token: string, receiverId: string, message: string) =>
    call(base, token, 'POST', '/api/community/chat/action', {
      action: 'send',
      clientId: randomUUID(),
      receiverId,
      message,
    });
  const history = async (base: string, token: string, otherId: string) =>
    (
      (await call(base, token, 'GET', `/api/community/chat/chatList?receiverId=${otherId}`)).body
        .data as { content: string }[]
    ).map((m) => m.content);
  const credentialsA = () => ({ email: ua.email, password: ua.password });
  const backLines = (p: ServerProcess) => p.output().match(/redis connection back/g)?.length ?? 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    const pg = new URL(db.url!);
    pgProxy = await createTcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    const rd = new URL(process.env.TEST_REDIS_URL!);
    redisProxy = await createTcpProxy({ host: rd.hostname, port: Number(rd.port || 6379) });
    const env = {
      DATABASE_URL: through(db.url!, pgProxy.port()),
      REDIS_URL: through(process.env.TEST_REDIS_URL!, redisProxy.port()),
      // Presence entries expire during the Redis outage, so their recovery is tested too.
      PRESENCE_TTL_SECONDS: '3',
    };
    [p1, p2] = await Promise.all([startServerProcess(env), startServerProcess(env)]);

    ua = await createUser(db.db, { firstName: 'Ada' });
    ub = await createUser(db.db, { firstName: 'Bo' });
    const login = async (base: string, u: typeof ua) =>
      (
        (await call(base, null, 'POST', '/api/login', { email: u.email, password: u.password }))
          .body.data as { token: string }
      ).token;
    tokenA = await login(p1.url, ua);
    tokenB = await login(p2.url, ub);
    // A room together: each is shown the other's status.
    await call(p1.url, tokenA, 'POST', '/api/community/createRoom', {
      name: 'Outage room',
      userIds: [ub.id],
    });
    sb = await openSocket(p2.url, tokenB);
    sa = await openSocket(p1.url, tokenA);
    sockets.push(sa, sb);
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([p1?.stop(), p2?.stop()]);
    await Promise.all([pgProxy?.stop(), redisProxy?.stop()]);
    await db?.close();
  });

  it('Redis cut off mid-conversation: HTTP answers, sends are stored, clients are told to catch up, presence recovers', async () => {
    const seenB = record(sb, ['updateChat', 'broadcastUserStatus', 'resync']);
    const seenA = record(sa, ['resync']);
    const messages = () => seenB.of<UpdateChatEvent>('updateChat').map((e) => e.message);

    expect((await send(p1.url, tokenA, ub.id, 'before')).status).toBe(200);
    await eventually(() => expect(messages()).toEqual(['before']));

    await redisProxy.stop();
    const cutAt = Date.now();

    // HTTP keeps answering on both processes.
    for (const [p, token] of [
      [p1, tokenA],
      [p2, tokenB],
    ] as const) {
      expect((await call(p.url, null, 'GET', '/readyz')).status).toBe(200);
      expect((await call(p.url, token, 'GET', '/api/user/profile')).status).toBe(200);
    }
    // A send is stored and acknowledged, over HTTP (A on p1) and over the socket (B on p2).
    const during = await send(p1.url, tokenA, ub.id, 'during the outage');
    expect(during.status).toBe(200);
    const reply = (await sb.timeout(5000).emitWithAck('chatAction', {
      action: 'send',
      clientId: randomUUID(),
      receiverId: ua.id,
      message: 'reply during the outage',
    })) as { status: number };
    expect(reply.status).toBe(200);
    // People lists still answer; online is what each process knows by itself meanwhile.
    const people = await call(p2.url, tokenB, 'GET', '/api/community/userList?search=Ada');
    expect(people.status).toBe(200);

    // A few seconds: longer than the presence expiry (3 s), so every entry runs out.
    await new Promise((r) => setTimeout(r, Math.max(0, 4000 - (Date.now() - cutAt))));
    await redisProxy.start();

    // Each process reconnects (adapter publisher and subscriber, cache bus publisher and
    // subscriber) and tells every client to fetch again what it may have missed.
    await eventually(() => {
      expect(backLines(p1)).toBeGreaterThanOrEqual(4);
      expect(backLines(p2)).toBeGreaterThanOrEqual(4);
    }, 15_000);
    await eventually(() => {
      expect(seenB.of('resync').length).toBeGreaterThan(0);
      expect(seenA.of('resync').length).toBeGreaterThan(0);
    }, 10_000);

    // B catches up by fetching the conversation again: both outage messages are there.
    expect(await history(p2.url, tokenB, ua.id)).toEqual([
      'before',
      'during the outage',
      'reply during the outage',
    ]);
    // Delivery across processes has resumed.
    expect((await send(p1.url, tokenA, ub.id, 'after')).status).toBe(200);
    await eventually(() => expect(messages()).toContain('after'));

    // Presence recovers: A is online again as seen from p2, and the last word B heard about A
    // (if any since the cut) says online, once a sweep has had its chance.
    await eventually(async () => {
      const list = await call(p2.url, tokenB, 'GET', '/api/community/userList?search=Ada');
      expect((list.body.data as { _id: string; online: boolean }[])[0]).toMatchObject({
        _id: ua.id,
        online: true,
      });
    }, 10_000);
    await new Promise((r) => setTimeout(r, 2500));
    const aboutA = seenB
      .of<UserStatusEvent>('broadcastUserStatus')
      .filter((e) => e.user._id === ua.id);
    if (aboutA.length) expect(aboutA.at(-1)!.user.online).toBe(true);

    for (const p of [p1, p2]) {
      expect(p.child.exitCode).toBeNull();
      expectNoStrayFailures(p);
    }
    // The outage was logged, at warn, saying what failed.
    expect(p1.output() + p2.output()).toMatch(/"level":40[^\n]*redis connection lost/);
  }, 45_000);

  it('PostgreSQL restart: 503 with a clear message while it is down, full service after, no process restart', async () => {
    const pids = [p1.child.pid, p2.child.pid];
    const seenB = record(sb, ['updateChat']);

    await pgProxy.stop();
    for (const [p, token] of [
      [p1, tokenA],
      [p2, tokenB],
    ] as const) {
      expect((await call(p.url, null, 'GET', '/readyz')).status).toBe(503);
      const profile = await call(p.url, token, 'GET', '/api/user/profile');
      expect(profile.status).toBe(503);
      expect(profile.body).toEqual(UNAVAILABLE);
      const login = await call(p.url, null, 'POST', '/api/login', credentialsA());
      expect(login.status).toBe(503);
      expect(login.body).toEqual(UNAVAILABLE);
      expect((await call(p.url, null, 'GET', '/healthz')).status).toBe(200);
    }
    const refused = await send(p1.url, tokenA, ub.id, 'while the database is down');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(UNAVAILABLE);
    // Socket requests get the same answer HTTP would give.
    const viaSocket = (await sb.timeout(5000).emitWithAck('chatAction', {
      action: 'send',
      clientId: randomUUID(),
      receiverId: ua.id,
      message: 'socket while down',
    })) as { status: number; body: unknown };
    expect(viaSocket).toMatchObject({ status: 503, body: UNAVAILABLE });

    await new Promise((r) => setTimeout(r, 1500));
    await pgProxy.start();

    // Full service again, on the same processes.
    await eventually(async () => {
      expect((await call(p1.url, null, 'GET', '/readyz')).status).toBe(200);
      expect((await call(p2.url, null, 'GET', '/readyz')).status).toBe(200);
    }, 10_000);
    expect((await call(p1.url, null, 'POST', '/api/login', credentialsA())).status).toBe(200);
    expect((await call(p2.url, tokenB, 'GET', '/api/user/profile')).status).toBe(200);
    expect((await send(p1.url, tokenA, ub.id, 'after the restart')).status).toBe(200);
    await eventually(() =>
      expect(seenB.of<UpdateChatEvent>('updateChat').map((e) => e.message)).toContain(
        'after the restart',
      ),
    );
    expect((await history(p2.url, tokenB, ua.id)).at(-1)).toBe('after the restart');

    expect([p1.child.pid, p2.child.pid]).toEqual(pids);
    for (const p of [p1, p2]) {
      expect(p.child.exitCode).toBeNull();
      expectNoStrayFailures(p);
    }
  }, 30_000);

  it('stopping both processes with sends in flight logs no unhandled rejection', async () => {
    // As the chat benchmark ends: messages are still being fanned out through Redis while
    // the processes stop, and commands queued on closing connections are rejected.
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      send(p1.url, tokenA, ub.id, `last ${i}`).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 20));
    await Promise.all([p1.stop(), p2.stop()]);
    await Promise.all(inFlight);
    for (const p of [p1, p2]) {
      expect(p.child.exitCode).toBe(0);
      expectNoStrayFailures(p);
    }
  }, 30_000);
});
