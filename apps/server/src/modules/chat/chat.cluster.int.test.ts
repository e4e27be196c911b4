import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, type UpdateChatEvent } from '@portal/contract';
import type { Database } from '../../db/client';
import { needs } from '../../test/ci';
import { createUser } from '../../test/factories';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { eventually, openSocket, record } from '../../test/socket-client';
import { createTestDatabase } from '../../test/test-app';

// Two real server processes on one PostgreSQL and one Redis, as behind a load balancer.
const suite = needs('TEST_REDIS_URL', 'chat across two server processes (Redis adapter)');
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const name = onPostgres
  ? suite.name
  : `${suite.name} (runs in the PostgreSQL project only: processes cannot share an embedded PGlite)`;

async function call(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: object,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: res.status, body: (await res.json()) as { data: unknown; error?: string } };
}

describe.runIf(suite.run && onPostgres)(name, () => {
  let database: Database & { url?: string };
  let p1: ServerProcess;
  let p2: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      PRESENCE_TTL_SECONDS: '3',
    };
    [p1, p2] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([p1?.stop(), p2?.stop()]);
    await database.close();
  });

  it('delivers across processes, shares presence, and survives the death of one', async () => {
    const ua = await createUser(database.db, { firstName: 'Ada' });
    const ub = await createUser(database.db, { firstName: 'Bo' });
    const login = async (base: string, email: string, password: string) =>
      (
        (await call(base, null, 'POST', '/api/login', { email, password })).body.data as {
          token: string;
        }
      ).token;
    const tokenA = await login(p1.url, ua.email, ua.password);
    const tokenB = await login(p2.url, ub.email, ub.password);
    // A and B share a room, so each is shown the other's online status.
    await call(p1.url, tokenA, 'POST', '/api/community/createRoom', {
      name: 'Cluster room',
      userIds: [ub.id],
    });

    const sb = await openSocket(p2.url, tokenB);
    const seenB = record(sb, ['updateChat', 'broadcastUserStatus']);
    const sa = await openSocket(p1.url, tokenA);
    sockets.push(sa, sb);

    // Presence crosses processes: B (on p2) sees A (on p1) come online, and p1 sees B online.
    await eventually(() =>
      expect(seenB.of('broadcastUserStatus')).toContainEqual({
        user: { _id: ua.id, online: true },
      }),
    );
    const people = await call(p1.url, tokenA, 'GET', '/api/community/userList?search=Bo');
    expect((people.body.data as { online: boolean }[])[0]!.online).toBe(true);

    // A message sent through p1 reaches B on p2.
    const sent: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const clientId = randomUUID();
      const r = await call(p1.url, tokenA, 'POST', '/api/community/chat/action', {
        action: 'send',
        clientId,
        receiverId: ub.id,
        message: `before ${i}`,
      });
      expect(r.status).toBe(200);
      sent.push(clientId);
    }
    await eventually(() =>
      expect(seenB.of<UpdateChatEvent>('updateChat').map((e) => e.message)).toEqual([
        'before 1',
        'before 2',
        'before 3',
      ]),
    );

    // p1 crashes. A's client reconnects to p2 and resends its last message (no answer seen).
    await p1.kill();
    const sa2 = await openSocket(p2.url, tokenA);
    sockets.push(sa2);
    const resend = await call(p2.url, tokenA, 'POST', '/api/community/chat/action', {
      action: 'send',
      clientId: sent[2],
      receiverId: ub.id,
      message: 'before 3',
    });
    expect(resend.status).toBe(200);
    const after = await call(p2.url, tokenA, 'POST', '/api/community/chat/action', {
      action: 'send',
      clientId: randomUUID(),
      receiverId: ub.id,
      message: 'after',
    });
    expect(after.status).toBe(200);
    // Events may repeat for a resend; clients keep one per message id, so count distinct ids.
    await eventually(() => {
      const byId = new Map(
        seenB.of<UpdateChatEvent>('updateChat').map((e) => [e.messageId, e.message]),
      );
      expect([...byId.values()]).toEqual(['before 1', 'before 2', 'before 3', 'after']);
    });

    const history = await call(
      p2.url,
      tokenB,
      'GET',
      `/api/community/chat/chatList?receiverId=${ua.id}`,
    );
    expect((history.body.data as { content: string }[]).map((m) => m.content)).toEqual([
      'before 1',
      'before 2',
      'before 3',
      'after',
    ]);

    // A's socket on the dead process expires; with the new one closed too, A goes offline.
    sa2.close();
    await eventually(
      () =>
        expect(seenB.of('broadcastUserStatus')).toContainEqual({
          user: { _id: ua.id, online: false },
        }),
      10_000,
    );
  }, 60_000);
});
