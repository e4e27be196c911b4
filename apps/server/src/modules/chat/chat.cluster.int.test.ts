import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { UpdateChatEvent } from '@portal/contract';
import { clusterSuite, useCluster } from '../../test/cluster';
import { createUser } from '../../test/factories';
import { eventually, openSocket, record } from '../../test/socket-client';

// Two real server processes on one PostgreSQL and one Redis, as behind a load balancer.
const suite = clusterSuite('chat across two server processes (Redis adapter)');

describe.runIf(suite.run)(suite.name, () => {
  const cluster = useCluster({ PRESENCE_TTL_SECONDS: '3' });
  const sockets: Socket[] = [];
  // Registered after the cluster's own, so it runs first: the sockets close before the processes.
  afterAll(() => sockets.forEach((s) => s.close()));

  it('delivers across processes, shares presence, and survives the death of one', async () => {
    const { database, p1, p2 } = cluster;
    const ua = await createUser(database.db, { firstName: 'Ada' });
    const ub = await createUser(database.db, { firstName: 'Bo' });
    const tokenA = await p1.login(ua);
    const tokenB = await p2.login(ub);
    // A and B share a room, so each is shown the other's online status.
    await p1.call(tokenA, 'POST', '/api/community/createRoom', {
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
    const people = await p1.call(tokenA, 'GET', '/api/community/userList?search=Bo');
    expect((people.body.data as { online: boolean }[])[0]!.online).toBe(true);

    // A message sent through p1 reaches B on p2.
    const sent: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const clientId = randomUUID();
      const r = await p1.call(tokenA, 'POST', '/api/community/chat/action', {
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
    const resend = await p2.call(tokenA, 'POST', '/api/community/chat/action', {
      action: 'send',
      clientId: sent[2],
      receiverId: ub.id,
      message: 'before 3',
    });
    expect(resend.status).toBe(200);
    const after = await p2.call(tokenA, 'POST', '/api/community/chat/action', {
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

    const history = await p2.call(
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
