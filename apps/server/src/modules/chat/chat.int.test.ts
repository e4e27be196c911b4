import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UnreadCounterEvent, UpdateChatEvent } from '@portal/contract';
import { chatSuite, type Person } from '../../test/chat-suite';
import { needs } from '../../test/ci';
import { createUser } from '../../test/factories';
import { eventually, once, record } from '../../test/socket-client';
import { createTestApp } from '../../test/test-app';
import { BLOCKED, NOT_A_MEMBER, NOT_ROOM_ADMIN } from './room-access';

const suite = chatSuite();
const { person, socketOf, get, post } = suite;

const send = (
  from: Person,
  target: { roomId?: string; receiverId?: string },
  message: string,
  clientId = randomUUID(),
) => post(from, '/api/community/chat/action', { action: 'send', clientId, message, ...target });

describe('direct messages', () => {
  it('reach the other person live, with unread counts from read markers', async () => {
    const a = await person('Ava');
    const b = await person('Ben');
    const sb = await socketOf(b);
    const got = once<UpdateChatEvent>(sb, 'updateChat');
    const counted = once<UnreadCounterEvent>(sb, 'unreadCounter');

    const res = await send(a, { receiverId: b.id }, 'Hello Ben, have you seen the MHRA alert?');
    expect(res.statusCode).toBe(200);
    const stored = res.json().data.message;
    expect(stored).toMatchObject({
      content: 'Hello Ben, have you seen the MHRA alert?',
      sender: { _id: a.id },
    });

    expect(await got).toMatchObject({
      messageId: stored._id,
      senderId: a.id,
      receiverId: b.id,
      firstName: 'Ava',
      virtualRoomId: stored.virtualRoomId,
    });
    expect(await counted).toEqual({ senderId: a.id, unreadCount: 1, isRoom: false });

    const list = (await get(b, '/api/community/chat/userList')).json();
    expect(list.option).toEqual([{ count: 1 }]);
    expect(list.data[0]).toMatchObject({
      _id: stored.virtualRoomId,
      sender: { _id: a.id },
      receiver: { _id: b.id },
      unreadCount: 1,
    });
    // The sender sees it read.
    expect((await get(a, '/api/community/chat/userList')).json().data[0].unreadCount).toBe(0);

    const cleared = once<UnreadCounterEvent>(sb, 'unreadCounter');
    expect(
      (await post(b, '/api/community/chat/action', { action: 'read', receiverId: a.id }))
        .statusCode,
    ).toBe(200);
    expect(await cleared).toEqual({ senderId: a.id, unreadCount: 0, isRoom: false });
    expect((await get(b, '/api/community/chat/userList')).json().data[0].unreadCount).toBe(0);
  });

  it('stores a resent message once and keeps unread counts right after a delete', async () => {
    const a = await person('Cara');
    const b = await person('Dev');
    const clientId = randomUUID();
    const first = (await send(a, { receiverId: b.id }, 'One', clientId)).json().data.message;
    const again = (await send(a, { receiverId: b.id }, 'One', clientId)).json().data.message;
    expect(again._id).toBe(first._id);
    const second = (await send(a, { receiverId: b.id }, 'Two')).json().data.message;

    const history = (await get(b, `/api/community/chat/chatList?receiverId=${a.id}`)).json();
    expect(history.data.map((m: { content: string }) => m.content)).toEqual(['One', 'Two']);
    expect((await get(b, '/api/community/chat/userList')).json().data[0].unreadCount).toBe(2);

    // Only the sender may delete it.
    expect(
      (
        await post(b, '/api/community/chat/action', {
          action: 'deleteMessage',
          messageId: second._id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(a, '/api/community/chat/action', {
          action: 'deleteMessage',
          messageId: second._id,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await get(b, '/api/community/chat/userList')).json().data[0];
    expect(after.unreadCount).toBe(1);
    expect(after.message).toBe('This message was deleted.');
  });

  it('refuses a client id reused for another conversation and keeps a deleted message deleted', async () => {
    const a = await person('Ula');
    const b = await person('Val');
    const c = await person('Wyn');
    const clientId = randomUUID();
    const first = (await send(a, { receiverId: b.id }, 'Private to Val', clientId)).json().data
      .message;
    const elsewhere = await send(a, { receiverId: c.id }, 'Private to Val', clientId);
    expect(elsewhere.statusCode).toBe(409);
    expect((await get(c, `/api/community/chat/chatList?receiverId=${a.id}`)).json().data).toEqual(
      [],
    );

    await post(a, '/api/community/chat/action', { action: 'deleteMessage', messageId: first._id });
    const sb = await socketOf(b);
    const seen = record(sb, ['updateChat']);
    const again = await send(a, { receiverId: b.id }, 'Private to Val', clientId);
    expect(again.json().data.message).toMatchObject({
      _id: first._id,
      deleted: true,
      content: 'This message was deleted.',
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(seen.seen).toEqual([]);
  });

  it('pages history backwards', async () => {
    const a = await person('Eve');
    const b = await person('Finn');
    for (const n of [1, 2, 3, 4, 5]) await send(a, { receiverId: b.id }, `Message ${n}`);
    const page1 = (await get(b, `/api/community/chat/chatList?receiverId=${a.id}&limit=2`)).json();
    expect(page1.data.map((m: { content: string }) => m.content)).toEqual([
      'Message 4',
      'Message 5',
    ]);
    expect(page1.option).toEqual([{ count: 1 }]);
    const page2 = (
      await get(
        b,
        `/api/community/chat/chatList?receiverId=${a.id}&limit=2&before=${page1.data[0]._id}`,
      )
    ).json();
    expect(page2.data.map((m: { content: string }) => m.content)).toEqual([
      'Message 2',
      'Message 3',
    ]);
    const page3 = (
      await get(
        b,
        `/api/community/chat/chatList?receiverId=${a.id}&limit=2&before=${page2.data[0]._id}`,
      )
    ).json();
    expect(page3.data.map((m: { content: string }) => m.content)).toEqual(['Message 1']);
    expect(page3.option).toEqual([{ count: 0 }]);
  });

  it('clears a conversation for one side only until a new message comes', async () => {
    const a = await person('Gita');
    const b = await person('Hal');
    const sa = await socketOf(a);
    const conv = (await send(a, { receiverId: b.id }, 'Hi')).json().data.message.virtualRoomId;
    const deleted = once(sa, 'deleteChat');
    expect((await post(a, '/api/community/chat/delete', { id: conv })).statusCode).toBe(200);
    await deleted;
    expect((await get(a, '/api/community/chat/userList')).json().data).toEqual([]);
    expect((await get(b, '/api/community/chat/userList')).json().data).toHaveLength(1);
    expect((await get(a, `/api/community/chat/chatList?receiverId=${b.id}`)).json().data).toEqual(
      [],
    );
    // Someone else cannot clear it.
    const c = await person('Ivy');
    expect((await post(c, '/api/community/chat/delete', { id: conv })).statusCode).toBe(404);
    await send(b, { receiverId: a.id }, 'Back again');
    const list = (await get(a, '/api/community/chat/userList')).json().data;
    expect(list[0]).toMatchObject({ message: 'Back again', unreadCount: 1 });
  });

  it('tells the sender’s other tabs to reload their recent chats', async () => {
    const a = await person('Jo');
    const b = await person('Kai');
    const sa = await socketOf(a);
    const own = once<{ virtualRoomId: string }>(sa, 'getOwnChat');
    const sent = (await send(a, { receiverId: b.id }, 'From another tab')).json().data.message;
    expect(await own).toEqual({ virtualRoomId: sent.virtualRoomId });
    expect(sent.virtualRoomId).toEqual(expect.any(String));
  });

  it('rejects bad targets with clear errors', async () => {
    const a = await person('Lee');
    expect((await send(a, { receiverId: a.id }, 'me')).statusCode).toBe(400);
    expect((await send(a, { receiverId: randomUUID() }, 'x')).statusCode).toBe(404);
    expect((await send(a, {}, 'x')).statusCode).toBe(400);
    const empty = await send(a, { receiverId: randomUUID() }, '');
    expect(empty.json().fields.message).toBe('This field is required');
    expect((await get(a, '/api/community/chat/chatList?receiverId=nope')).statusCode).toBe(400);
  });
});

describe('rooms', () => {
  it('deliver to members only; non-members and blocked members neither read nor send', async () => {
    const admin = await person('Mo');
    const member = await person('Nia');
    const outsider = await person('Oli');
    const created = await post(admin, '/api/community/createRoom', {
      name: 'Pain clinic pharmacists',
      userIds: [member.id],
    });
    expect(created.statusCode).toBe(200);
    const room = created.json().data;
    expect(room).toMatchObject({ name: 'Pain clinic pharmacists', memberCount: 2, isAdmin: true });

    const sm = await socketOf(member);
    const so = await socketOf(outsider);
    const memberSeen = record(sm, ['updateChat', 'unreadCounter', 'groupOperation']);
    const outsiderSeen = record(so, ['updateChat', 'unreadCounter']);

    expect((await send(admin, { roomId: room._id }, 'Welcome all')).statusCode).toBe(200);
    await eventually(() => expect(memberSeen.of('updateChat')).toHaveLength(1));
    expect(memberSeen.of<UpdateChatEvent>('updateChat')[0]).toMatchObject({
      roomId: room._id,
      roomName: 'Pain clinic pharmacists',
      senderId: admin.id,
    });
    await eventually(() =>
      expect(memberSeen.of('unreadCounter')).toEqual([
        { senderId: room._id, unreadCount: 1, isRoom: true },
      ]),
    );

    const refused = await send(outsider, { roomId: room._id }, 'Let me in');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(NOT_A_MEMBER);
    expect(
      (await get(outsider, `/api/community/chat/chatList?roomId=${room._id}`)).statusCode,
    ).toBe(403);

    expect(
      (await post(admin, '/api/community/blockUser', { roomId: room._id, userId: member.id }))
        .statusCode,
    ).toBe(200);
    await eventually(() =>
      expect(memberSeen.of('groupOperation')).toContainEqual({
        roomId: room._id,
        action: 'blocked',
      }),
    );
    memberSeen.clear();
    await send(admin, { roomId: room._id }, 'Blocked members miss this');
    const blockedSend = await send(member, { roomId: room._id }, 'Can I still post?');
    expect(blockedSend.statusCode).toBe(403);
    expect(blockedSend.json().error).toBe(BLOCKED);
    expect((await get(member, `/api/community/chat/chatList?roomId=${room._id}`)).statusCode).toBe(
      403,
    );

    await new Promise((r) => setTimeout(r, 200));
    expect(memberSeen.of('updateChat')).toEqual([]);
    expect(outsiderSeen.seen).toEqual([]);

    expect(
      (await post(admin, '/api/community/unblockUser', { roomId: room._id, userId: member.id }))
        .statusCode,
    ).toBe(200);
    expect((await send(member, { roomId: room._id }, 'Thanks for having me back')).statusCode).toBe(
      200,
    );
  });

  it('lets only admins change members, rename and delete; members are told', async () => {
    const admin = await person('Pat');
    const member = await person('Quinn');
    const other = await person('Ravi');
    const room = (
      await post(admin, '/api/community/createRoom', { name: 'Journal club', userIds: [member.id] })
    ).json().data;

    expect(
      (await post(member, `/api/community/editRoom/${room._id}`, { name: 'Mine now' })).json()
        .error,
    ).toBe(NOT_ROOM_ADMIN);
    expect(
      (
        await post(member, '/api/community/addUserToRoom', {
          roomId: room._id,
          userIds: [other.id],
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(member, `/api/community/deleteRoom/${room._id}`)).statusCode).toBe(403);

    const so = await socketOf(other);
    const join = once<{ roomId: string }>(so, 'joinRoomReq');
    const added = await post(admin, '/api/community/addUserToRoom', {
      roomId: room._id,
      userIds: [other.id],
    });
    expect(
      added
        .json()
        .data.map((m: { _id: string }) => m._id)
        .sort(),
    ).toEqual([admin.id, member.id, other.id].sort());
    expect(await join).toEqual({ roomId: room._id });
    // The client answers with sendJoinRoomReq; the server acknowledges members only.
    expect(await so.emitWithAck('sendJoinRoomReq', { roomId: room._id })).toEqual({ ok: true });

    const sm = await socketOf(member);
    const renamed = once(sm, 'groupOperation');
    expect(
      (
        await post(admin, `/api/community/editRoom/${room._id}`, {
          name: 'Journal club (Tuesdays)',
        })
      ).json().data.name,
    ).toBe('Journal club (Tuesdays)');
    expect(await renamed).toEqual({
      roomId: room._id,
      action: 'rename',
      name: 'Journal club (Tuesdays)',
    });

    const leave = once(so, 'leaveRoomReq');
    expect(
      (
        await post(admin, '/api/community/removeUserFromRoom', {
          roomId: room._id,
          userId: other.id,
        })
      ).statusCode,
    ).toBe(200);
    await leave;
    expect(await so.emitWithAck('sendJoinRoomReq', { roomId: room._id })).toEqual({ ok: false });
    expect((await get(other, '/api/community/roomList')).json().data).toEqual([]);

    const gone = once(sm, 'groupOperation');
    expect((await post(admin, `/api/community/deleteRoom/${room._id}`)).statusCode).toBe(200);
    expect(await gone).toEqual({ roomId: room._id, action: 'delete' });
    expect((await get(member, '/api/community/roomList')).json()).toEqual({
      data: [],
      option: [{ count: 0 }],
    });
  });

  it('counts unread per member through send, delete and read, and lists rooms by activity', async () => {
    const admin = await person('Sam');
    const member = await person('Tia');
    const r1 = (
      await post(admin, '/api/community/createRoom', { name: 'Older room', userIds: [member.id] })
    ).json().data;
    const r2 = (
      await post(admin, '/api/community/createRoom', { name: 'Busy room', userIds: [member.id] })
    ).json().data;
    await send(admin, { roomId: r1._id }, 'first');
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await send(admin, { roomId: r2._id }, `busy ${n}`)).json().data.message._id);

    let rooms = (await get(member, '/api/community/roomList')).json().data;
    expect(
      rooms.map((r: { name: string; unreadCount: number }) => [r.name, r.unreadCount]),
    ).toEqual([
      ['Busy room', 3],
      ['Older room', 1],
    ]);
    expect((await get(member, '/api/community/roomList?search=older')).json().data).toHaveLength(1);

    await post(admin, '/api/community/chat/action', { action: 'deleteMessage', messageId: ids[1] });
    rooms = (await get(member, '/api/community/roomList')).json().data;
    expect(rooms[0].unreadCount).toBe(2);

    await post(member, '/api/community/chat/action', { action: 'read', roomId: r2._id });
    expect(
      (await get(member, `/api/community/getRoom?roomId=${r2._id}`)).json().data.unreadCount,
    ).toBe(0);
    // A room just made, still empty, is the latest activity: at the top, not after every room
    // that has a message (a busy member would not find it on the first page).
    await post(admin, '/api/community/createRoom', { name: 'New room', userIds: [member.id] });
    rooms = (await get(member, '/api/community/roomList?limit=2')).json().data;
    expect(rooms.map((r: { name: string }) => r.name)).toEqual(['New room', 'Busy room']);
    // The last admin leaving hands the room on.
    expect((await post(admin, '/api/community/leaveRoom', { roomId: r2._id })).statusCode).toBe(
      200,
    );
    expect((await get(member, `/api/community/getRoom?roomId=${r2._id}`)).json().data.isAdmin).toBe(
      true,
    );
  });
});

describe('room membership edges', () => {
  it('starts a new member’s unread count at joining, and a deleted account leaves its rooms', async () => {
    const admin = await person('Ari');
    const coAdmin = await person('Bea');
    const late = await person('Cyd');
    const room = (
      await post(admin, '/api/community/createRoom', { name: 'Edges', userIds: [coAdmin.id] })
    ).json().data;
    for (const n of [1, 2, 3]) await send(admin, { roomId: room._id }, `before ${n}`);

    await post(admin, '/api/community/addUserToRoom', { roomId: room._id, userIds: [late.id] });
    expect(
      (await get(late, `/api/community/getRoom?roomId=${room._id}`)).json().data.unreadCount,
    ).toBe(0);
    await send(admin, { roomId: room._id }, 'after');
    expect(
      (await get(late, `/api/community/getRoom?roomId=${room._id}`)).json().data.unreadCount,
    ).toBe(1);

    // The only admin leaving hands the room to Bea; Ari, added back, is a member who cannot
    // remove her, and removing a non-member is a 404.
    await post(admin, '/api/community/leaveRoom', { roomId: room._id });
    await post(coAdmin, '/api/community/addUserToRoom', { roomId: room._id, userIds: [admin.id] });
    expect(
      (
        await post(admin, '/api/community/removeUserFromRoom', {
          roomId: room._id,
          userId: coAdmin.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(coAdmin, '/api/community/removeUserFromRoom', {
          roomId: room._id,
          userId: randomUUID(),
        })
      ).statusCode,
    ).toBe(404);

    // A starred room can be unstarred after leaving it.
    await post(late, '/api/community/user/action', { type: 'room', id: room._id, starred: true });
    await post(late, '/api/community/leaveRoom', { roomId: room._id });
    expect(
      (
        await post(late, '/api/community/user/action', {
          type: 'room',
          id: room._id,
          starred: false,
        })
      ).statusCode,
    ).toBe(200);

    // A deleted account leaves its rooms and hands admin on.
    const u = await suite.t.request({
      method: 'DELETE',
      url: `/api/user/${coAdmin.id}`,
      token: coAdmin.token,
      payload: { password: 'Test!Pass123' },
    });
    expect(u.statusCode).toBe(200);
    const members = (await get(admin, `/api/community/roomWiseUserList/${room._id}`)).json().data;
    expect(members.map((m: { _id: string; role: string }) => [m._id, m.role])).toEqual([
      [admin.id, 'admin'],
    ]);
  });
});

describe('presence', () => {
  it('goes online with the first socket and offline with the last', async () => {
    const watcher = await person('Uma');
    const subject = await person('Vic');
    const stranger = await person('Wyn');
    // The watcher shows the subject in a chat list; the stranger has never talked to them.
    await send(subject, { receiverId: watcher.id }, 'Hello Uma');
    const sw = await socketOf(watcher);
    const seen = record(sw, ['broadcastUserStatus']);
    const strangerSeen = record(await socketOf(stranger), ['broadcastUserStatus']);
    const s1 = await socketOf(subject);
    const s2 = await socketOf(subject);
    await eventually(() =>
      expect(seen.of('broadcastUserStatus')).toContainEqual({
        user: { _id: subject.id, online: true },
      }),
    );
    expect(strangerSeen.of('broadcastUserStatus')).not.toContainEqual({
      user: { _id: subject.id, online: true },
    });
    expect((await get(watcher, '/api/community/userList?search=Vic')).json().data[0].online).toBe(
      true,
    );

    s1.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.of('broadcastUserStatus')).not.toContainEqual({
      user: { _id: subject.id, online: false },
    });
    s2.close();
    await eventually(() =>
      expect(seen.of('broadcastUserStatus')).toContainEqual({
        user: { _id: subject.id, online: false },
      }),
    );
    expect((await get(watcher, '/api/community/userList?search=Vic')).json().data[0].online).toBe(
      false,
    );
  });
});

describe('stars, mutes and access', () => {
  it('stars and unstars chats, rooms and people; nothing starred is []', async () => {
    const a = await person('Wes');
    const b = await person('Xan');
    expect((await get(a, '/api/community/chatStarred/get')).json().data).toEqual([]);
    expect((await get(a, '/api/community/userStarred/get')).json().data).toEqual([]);
    expect((await get(a, '/api/community/channelStarred/get')).json().data).toEqual([]);
    await send(b, { receiverId: a.id }, 'Star me');
    const room = (
      await post(a, '/api/community/createRoom', { name: 'Favourite room', userIds: [] })
    ).json().data;

    expect(
      (await post(a, '/api/community/user/action', { type: 'chat', id: b.id, starred: true }))
        .statusCode,
    ).toBe(200);
    await post(a, '/api/community/user/action', { type: 'chat', id: b.id, starred: true });
    await post(a, '/api/community/user/action', { type: 'room', id: room._id, starred: true });
    await post(a, '/api/community/user/action', { type: 'user', id: b.id, starred: true });
    const chats = (await get(a, '/api/community/chatStarred/get')).json().data;
    expect(chats.map((c: { type: string; title: string }) => [c.type, c.title])).toEqual([
      ['room', 'Favourite room'],
      ['chat', 'Xan Test'],
    ]);
    expect(chats[1].unreadCount).toBe(1);
    expect(
      (await get(a, '/api/community/chatStarred/get?title=favourite')).json().data,
    ).toHaveLength(1);
    // The search runs before the limit: the older star is found past the first one.
    expect(
      (await get(a, '/api/community/chatStarred/get?title=xan&limit=1'))
        .json()
        .data.map((c: { title: string }) => c.title),
    ).toEqual(['Xan Test']);
    expect((await get(a, '/api/community/userStarred/get')).json().data[0].targetId).toBe(b.id);
    // Starred communities: the rooms alone.
    expect(
      (await get(a, '/api/community/channelStarred/get'))
        .json()
        .data.map((c: { type: string; targetId: string }) => [c.type, c.targetId]),
    ).toEqual([['room', room._id]]);

    await post(a, '/api/community/user/action', { type: 'chat', id: b.id, starred: false });
    await post(a, '/api/community/user/action', { type: 'room', id: room._id, starred: false });
    expect((await get(a, '/api/community/chatStarred/get')).json().data).toEqual([]);
    expect((await get(a, '/api/community/channelStarred/get')).json().data).toEqual([]);
    // Another user's stars are their own.
    expect((await get(b, '/api/community/userStarred/get')).json().data).toEqual([]);
  });

  it('switches notifications off and on per room and per person', async () => {
    const a = await person('Yas');
    const b = await person('Zed');
    const room = (
      await post(a, '/api/community/createRoom', { name: 'Quiet room', userIds: [] })
    ).json().data;
    await post(a, '/api/community/notifications/action', { type: 'room', id: room._id, off: true });
    const prefs = await post(a, '/api/community/notifications/action', {
      type: 'user',
      id: b.id,
      off: true,
    });
    expect(prefs.json().data).toEqual({ rooms: [room._id], users: [b.id] });
    await post(a, '/api/community/notifications/action', { type: 'user', id: b.id, off: false });
    expect((await get(a, '/api/community/notifications')).json().data).toEqual({
      rooms: [room._id],
      users: [],
    });
    expect((await get(b, '/api/community/notifications')).json().data).toEqual({
      rooms: [],
      users: [],
    });
  });

  it('tells every device of the user, and no one else, of a mute or star changed on one', async () => {
    const a = await person('Dee');
    const b = await person('Eli');
    const room = (
      await post(a, '/api/community/createRoom', { name: 'Loud room', userIds: [b.id] })
    ).json().data;
    const phone = record(await socketOf(a), ['mutesChanged', 'starChanged']);
    const laptop = record(await socketOf(a), ['mutesChanged', 'starChanged']);
    const other = record(await socketOf(b), ['mutesChanged', 'starChanged']);

    await post(a, '/api/community/notifications/action', { type: 'room', id: room._id, off: true });
    await post(a, '/api/community/user/action', { type: 'chat', id: b.id, starred: true });
    await eventually(() => {
      for (const device of [phone, laptop]) {
        expect(device.of('mutesChanged')).toEqual([{ rooms: [room._id], users: [] }]);
        expect(device.of('starChanged')).toEqual([{ type: 'chat', id: b.id, starred: true }]);
      }
    });
    await post(a, '/api/community/notifications/action', {
      type: 'room',
      id: room._id,
      off: false,
    });
    await eventually(() =>
      expect(laptop.of('mutesChanged').at(-1)).toEqual({ rooms: [], users: [] }),
    );
    // A refused change (muting oneself) tells nobody.
    await post(a, '/api/community/notifications/action', { type: 'user', id: a.id, off: true });
    expect(phone.of('mutesChanged')).toHaveLength(2);
    expect(other.seen).toEqual([]);
  });

  it('mutes only a room one is in and a person who exists: 404 otherwise, and nothing stored', async () => {
    const a = await person('Bea');
    const b = await person('Cal');
    const theirs = (
      await post(b, '/api/community/createRoom', { name: 'Not yours', userIds: [] })
    ).json().data;
    const mute = (type: 'room' | 'user', id: string, off = true) =>
      post(a, '/api/community/notifications/action', { type, id, off });
    expect((await mute('room', theirs._id)).statusCode).toBe(404);
    expect((await mute('room', randomUUID())).statusCode).toBe(404);
    expect((await mute('user', randomUUID())).statusCode).toBe(404);
    expect((await mute('user', a.id)).statusCode).toBe(404);
    expect((await get(a, '/api/community/notifications')).json().data).toEqual({
      rooms: [],
      users: [],
    });
    // Switching back on needs no standing (a room one has left can be unmuted).
    expect((await mute('room', theirs._id, false)).statusCode).toBe(200);
  });
});

describe('access', () => {
  const id = randomUUID();
  const calls: [string, string, object?][] = [
    ['POST', '/api/community/createRoom', { name: 'Room', userIds: [] }],
    ['GET', `/api/community/getRoom?roomId=${id}`],
    ['GET', '/api/community/roomList'],
    ['GET', `/api/community/roomWiseUserList/${id}`],
    ['POST', '/api/community/leaveRoom', { roomId: id }],
    ['POST', '/api/community/addUserToRoom', { roomId: id, userIds: [id] }],
    ['POST', '/api/community/removeUserFromRoom', { roomId: id, userId: id }],
    ['POST', '/api/community/blockUser', { roomId: id, userId: id }],
    ['POST', '/api/community/unblockUser', { roomId: id, userId: id }],
    ['POST', `/api/community/deleteRoom/${id}`],
    ['POST', `/api/community/editRoom/${id}`, { name: 'Renamed' }],
    ['GET', '/api/community/chat/userList'],
    ['GET', `/api/community/chat/chatList?roomId=${id}`],
    ['POST', '/api/community/chat/action', { action: 'read', roomId: id }],
    ['POST', '/api/community/chat/delete', { id }],
    ['GET', '/api/community/userList'],
    ['GET', '/api/community/chatStarred/get'],
    ['GET', '/api/community/channelStarred/get'],
    ['GET', '/api/community/userStarred/get'],
    ['POST', '/api/community/user/action', { type: 'user', id, starred: true }],
    ['GET', '/api/community/notifications'],
    ['POST', '/api/community/notifications/action', { type: 'user', id, off: true }],
  ];

  it.each(calls)('%s %s needs a session (401)', async (method, url, payload) => {
    const res = await suite.t.request({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls)('%s %s needs the community module (403)', async (method, url, payload) => {
    const outsider = await person('Abe', ['home', 'media']);
    const res = await suite.t.request({
      method: method as 'GET',
      url,
      token: outsider.token,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

const redisSuite = needs('TEST_REDIS_URL', 'room changes across two server processes');

describe.runIf(redisSuite.run)(redisSuite.name, () => {
  it('a member blocked through one process can no longer send through the other', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, database: a.database });
    try {
      const ua = await createUser(a.database.db, { firstName: 'Ida' });
      const ub = await createUser(a.database.db, { firstName: 'Jon' });
      const ta = (await a.login(ua.email, ua.password)).token;
      const tb = (await b.login(ub.email, ub.password)).token;
      const roomId = (
        await a.request({
          method: 'POST',
          url: '/api/community/createRoom',
          token: ta,
          payload: { name: 'Two processes', userIds: [ub.id] },
        })
      ).json().data._id;
      const sendVia = (app: typeof a, token: string) =>
        app.request({
          method: 'POST',
          url: '/api/community/chat/action',
          token,
          payload: { action: 'send', clientId: randomUUID(), roomId, message: 'hello' },
        });
      expect((await sendVia(b, tb)).statusCode).toBe(200); // b now holds the room in its cache
      await a.request({
        method: 'POST',
        url: '/api/community/blockUser',
        token: ta,
        payload: { roomId, userId: ub.id },
      });
      await eventually(async () => expect((await sendVia(b, tb)).statusCode).toBe(403), 2000);
    } finally {
      await b.app.close();
      await a.close();
    }
  });
});
