import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { INPUT_ERRORS, type SocketReply, type UpdateChatEvent } from '@portal/contract';
import { chatSuite, type Person } from '../../test/chat-suite';
import { eventually, listen, once, record } from '../../test/socket-client';
import { createTestApp } from '../../test/test-app';

// Sending under load (group commit) and over the socket (the `chatAction` request).
const suite = chatSuite();
const { person, socketOf, get, post } = suite;

const request = (s: Socket, payload: unknown) =>
  s.timeout(5000).emitWithAck('chatAction', payload) as Promise<SocketReply<unknown>>;

describe('sends at the same moment', () => {
  it('are each stored once and all delivered, resends included, with counts and markers right', async () => {
    const admin = await person('Gwen');
    const member = await person('Huw');
    const reader = await person('Ifan');
    const room = (
      await post(admin, '/api/community/createRoom', {
        name: 'Busy ward',
        userIds: [member.id, reader.id],
      })
    ).json().data;
    const seen = record(await socketOf(reader), ['updateChat']);

    // 30 distinct messages from two senders to the room and a direct chat; 10 of them sent
    // twice at once, as a client retrying after a reconnect would.
    const sends = Array.from({ length: 30 }, (_, i) => ({
      from: i % 2 ? member : admin,
      target: i % 5 === 4 ? { receiverId: reader.id } : { roomId: room._id },
      message: `load ${i}`,
      clientId: randomUUID(),
    }));
    const replies = await Promise.all(
      [...sends, ...sends.slice(0, 10)].map((s) =>
        post(s.from, '/api/community/chat/action', {
          action: 'send',
          clientId: s.clientId,
          message: s.message,
          ...s.target,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const ids = replies.map((r) => r.json().data.message._id as string);
    expect(new Set(ids).size).toBe(30);
    expect(ids.slice(30)).toEqual(ids.slice(0, 10));

    // Every message arrives; a resend is announced again (the first announcement may have been
    // lost with a process) and clients keep one copy by messageId.
    const delivered = () => new Set(seen.of<UpdateChatEvent>('updateChat').map((e) => e.messageId));
    await eventually(() => expect(delivered()).toEqual(new Set(ids)));

    const inRoom = sends.filter((s) => 'roomId' in s.target);
    const history = (
      await get(reader, `/api/community/chat/chatList?roomId=${room._id}&limit=100`)
    ).json().data as { content: string }[];
    expect(history.map((m) => m.content).sort()).toEqual(inRoom.map((s) => s.message).sort());
    expect(
      (await get(reader, `/api/community/getRoom?roomId=${room._id}`)).json().data.unreadCount,
    ).toBe(inRoom.length);
    // Each sender's read marker moved to their own newest message: what is unread for them is
    // only what the other sent after it.
    const unreadOf = async (p: Person) =>
      (await get(p, `/api/community/getRoom?roomId=${room._id}`)).json().data.unreadCount;
    const order = history.map((m) => m.content);
    const lastBy = (p: Person) =>
      Math.max(...inRoom.filter((s) => s.from === p).map((s) => order.indexOf(s.message)));
    expect(await unreadOf(admin)).toBe(order.length - 1 - lastBy(admin));
    expect(await unreadOf(member)).toBe(order.length - 1 - lastBy(member));
    const direct = (await get(reader, '/api/community/chat/userList')).json().data as {
      unreadCount: number;
    }[];
    expect(direct.map((d) => d.unreadCount).sort()).toEqual([3, 3]);
  });
});

describe('the chatAction socket request', () => {
  it('sends like HTTP does and acknowledges with the stored message', async () => {
    const a = await person('Jac');
    const b = await person('Kai');
    const sa = await socketOf(a);
    const got = once<UpdateChatEvent>(await socketOf(b), 'updateChat');
    const clientId = randomUUID();
    const body = { action: 'send', clientId, receiverId: b.id, message: 'Over the socket' };
    const reply = await request(sa, body);
    expect(reply.status).toBe(200);
    const stored = (reply.body as { data: { message: { _id: string } } }).data.message;
    expect(await got).toMatchObject({ messageId: stored._id, message: 'Over the socket' });
    // A resend (here over HTTP, as after the socket dropped) is the same message.
    const again = await post(a, '/api/community/chat/action', body);
    expect(again.json().data.message._id).toBe(stored._id);
  });

  it('answers bad input, missing access and a gone session as HTTP would', async () => {
    const a = await person('Lowri');
    const b = await person('Mal');
    const sa = await socketOf(a);
    expect(await request(sa, { action: 'send', receiverId: b.id, message: 'x' })).toEqual({
      status: 400,
      body: {
        // The page sent no id of its own: an old page, which a reload replaces.
        error: INPUT_ERRORS.stale,
        code: 'VALIDATION',
        fields: { clientId: expect.any(String) as unknown },
      },
    });
    expect(
      await request(sa, {
        action: 'send',
        clientId: randomUUID(),
        receiverId: b.id,
        message: 'x',
        extra: 1,
      }),
    ).toMatchObject({ status: 400, body: { fields: { _: 'Unknown field(s): extra' } } });
    expect(
      await request(sa, { action: 'send', clientId: randomUUID(), receiverId: a.id, message: 'x' }),
    ).toMatchObject({ status: 400, body: { error: 'You cannot send a message to yourself.' } });
    // A value the database refuses is the sender's mistake, not a server error.
    expect(
      await request(sa, {
        action: 'send',
        clientId: randomUUID(),
        receiverId: b.id,
        message: 'nul \u0000 byte',
      }),
    ).toMatchObject({ status: 400 });

    const outsider = await person('Nia', ['home', 'media']);
    const so = await socketOf(outsider);
    expect(
      await request(so, { action: 'send', clientId: randomUUID(), receiverId: a.id, message: 'x' }),
    ).toMatchObject({ status: 403, body: { error: 'You do not have access to this module.' } });

    // A session ended elsewhere closes the socket at once, so it cannot send any more.
    const told = once<{ message: string }>(sa, 'unauthorized');
    await post(a, '/api/logout', {});
    expect((await told).message).toMatch(/session has expired/i);
    await eventually(() => expect(sa.connected).toBe(false));
  });

  it('limits requests per socket like HTTP limits them per address', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '10' },
      database: suite.t.database,
    });
    try {
      const limitedUrl = await listen(limited);
      const a = await person('Osian');
      const b = await person('Pryd');
      const sa = await socketOf(a, limitedUrl);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await request(sa, { action: 'read', receiverId: b.id })).status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
      sa.close();
    } finally {
      // The database is the suite's; only this app goes.
      await limited.app.close();
    }
  });
});
