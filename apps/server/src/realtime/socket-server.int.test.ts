import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_TRANSPORTS } from '@portal/contract';
import { listen, once } from '../test/socket-client';
import { needs } from '../test/ci';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

function open(url: string, token: string): Socket {
  return connect(url, {
    path: SOCKET_PATH,
    query: { token },
    transports: ['websocket'],
    reconnection: false,
  });
}

describe('socket handshake', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it('tells a bad token it is unauthorized, then disconnects it', async () => {
    const s = open(url, 'not-a-token');
    sockets.push(s);
    const [payload] = await Promise.all([
      once<{ message: string }>(s, 'unauthorized'),
      once(s, 'disconnect'),
    ]);
    expect(payload.message).toBe('Sorry, Your session has expired. Please log in again.');
  });

  it('puts a valid session in its user room', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const s = open(url, token);
    sockets.push(s);
    expect(await once<{ userId: string }>(s, 'ready')).toEqual({ userId: u.id });
    const got = once<{ hello: string }>(s, 'ping-test');
    t.app.realtime.toUser(u.id, 'ping-test', { hello: 'there' });
    expect(await got).toEqual({ hello: 'there' });
  });
});

describe("the web app's transports", () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  /** A client with the web app's transport settings (shared/socket/socket-client.ts). */
  const openAsWebApp = (token: string) => {
    const s = connect(url, {
      path: SOCKET_PATH,
      query: { token },
      transports: [...SOCKET_TRANSPORTS],
      tryAllTransports: true,
      reconnection: false,
    });
    sockets.push(s);
    return s;
  };

  it('opens a WebSocket at once, with no long polling first', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const s = openAsWebApp(token);
    await once(s, 'ready');
    expect(s.io.engine.transport.name).toBe('websocket');
  });

  it('comes over long polling where the WebSocket is refused on the way (a proxy)', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    // The proxy: every upgrade request is answered 403 before the app sees it.
    const listeners = t.app.server.listeners('upgrade');
    t.app.server.removeAllListeners('upgrade');
    t.app.server.on('upgrade', (_req, socket) => {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    });
    try {
      const s = openAsWebApp(token);
      expect(await once<{ userId: string }>(s, 'ready')).toEqual({ userId: u.id });
      expect(s.io.engine.transport.name).toBe('polling');
    } finally {
      t.app.server.removeAllListeners('upgrade');
      for (const l of listeners) t.app.server.on('upgrade', l as (...args: unknown[]) => void);
    }
  });
});

describe('sockets of ended sessions', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it('are told and disconnected on logout and password change; others stay', async () => {
    const u = await createUser(t.database.db);
    const a = await t.login(u.email, u.password);
    const b = await t.login(u.email, u.password);
    const sa = open(url, a.token);
    const sb = open(url, b.token);
    sockets.push(sa, sb);
    await Promise.all([once(sa, 'ready'), once(sb, 'ready')]);

    const told = once<{ message: string }>(sa, 'unauthorized');
    const gone = once(sa, 'disconnect');
    await t.request({ method: 'POST', url: '/api/logout', token: a.token });
    expect((await told).message).toBe('Sorry, Your session has expired. Please log in again.');
    await gone;
    expect(sb.connected).toBe(true);

    // A password change elsewhere ends session b, and so its socket.
    const c = await t.login(u.email, u.password);
    const bGone = once(sb, 'disconnect');
    await t.request({
      method: 'PATCH',
      url: '/api/change-password',
      token: c.token,
      payload: {
        currentPassword: u.password,
        password: 'An0ther!Pass',
        confirmPassword: 'An0ther!Pass',
      },
    });
    await bGone;
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const redisSuite = needs(
  'TEST_REDIS_URL',
  'socket events across two server processes (Redis adapter)',
);

describe.runIf(redisSuite.run)(redisSuite.name, () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    // The second app shares the first's database, as two processes share one PostgreSQL.
    b = await createTestApp({ env: { REDIS_URL: redisUrl! }, database: a.database });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await b.app.close();
    await a.close();
  });

  it('delivers an event emitted on one server to a client of the other', async () => {
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const u = await createUser(a.database.db);
    const { token } = await a.login(u.email, u.password);
    const onB = open(urlB, token);
    const onA = open(urlA, token);
    sockets.push(onA, onB);
    await Promise.all([once(onA, 'ready'), once(onB, 'ready')]);

    const gotA = once<{ n: number }>(onA, 'cross');
    const gotB = once<{ n: number }>(onB, 'cross');
    a.app.realtime.toUser(u.id, 'cross', { n: 1 });
    expect(await gotA).toEqual({ n: 1 });
    expect(await gotB).toEqual({ n: 1 });
  });
});
