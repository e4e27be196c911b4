import {
  SOCKET_EVENTS,
  type ChatActionBody,
  type ChatMessage,
  type ChatUser,
  type DirectChatItem,
  type ListQuery,
  type Room,
  type RoomMember,
  type StarredItem,
  type UpdateChatEvent,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from '../auth/session-cache';
import { createRoomCache } from './room-cache';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { uploadUrl } from '../../infra/storage';
import type { RealtimePort } from '../../realtime/socket-server';
import type { SessionUser } from '../auth/auth.types';
import { canAdministerRoom, canDeleteMessage, canUseRoom, type Membership } from './chat.policy';
import { createChatRepository, type MessageRow, type PersonRow } from './chat.repository';

export const NOT_A_MEMBER = 'You are not a member of this room.';
export const BLOCKED =
  'You have been blocked in this room and can no longer read or send messages.';
export const NOT_ROOM_ADMIN = 'Only the room’s admins can do this.';
export const CLIENT_ID_REUSED = 'This message id was already used in another conversation.';
const DELETED_TEXT = 'This message was deleted.';
/** One room's unread counts are computed at most once in this many milliseconds. */
export const UNREAD_THROTTLE_MS = 1000;

type Target = { roomId?: string | undefined; receiverId?: string | undefined };

/** Rooms, direct chats, unread counts, stars and mutes; every change is announced after commit. */
export function createChatService(deps: {
  db: Db;
  realtime: RealtimePort;
  log?: FastifyBaseLogger;
  /** Carries room-cache invalidations to the other processes. */
  bus?: InvalidationBus;
}) {
  const repo = createChatRepository(deps.db);
  const rooms = createRoomCache((roomId) => repo.roomForSend(roomId), deps.bus);
  const { realtime } = deps;

  const toChatUser = (
    p: PersonRow | undefined,
    online: Set<string>,
    fallbackId = '',
  ): ChatUser => ({
    _id: p?.id ?? fallbackId,
    firstName: p?.firstName ?? 'Deleted',
    lastName: p?.lastName ?? 'user',
    online: p ? online.has(p.id) : false,
    media:
      p?.mediaId && p.mediaPath && p.mediaThumbPath
        ? [{ _id: p.mediaId, url: uploadUrl(p.mediaPath), thumbUrl: uploadUrl(p.mediaThumbPath) }]
        : [],
  });

  async function chatUsers(ids: string[]): Promise<Map<string, ChatUser>> {
    const [people, online] = await Promise.all([repo.people(ids), realtime.online(ids)]);
    return new Map(ids.map((id) => [id, toChatUser(people.get(id), online, id)]));
  }

  const toMessage = (m: MessageRow, sender: ChatUser): ChatMessage => ({
    _id: m.id,
    clientId: m.clientId,
    roomId: m.roomId,
    virtualRoomId: m.conversationId,
    sender,
    content: m.deletedAt ? DELETED_TEXT : m.content,
    createdAt: m.createdAt.toISOString(),
    deleted: m.deletedAt !== null,
  });

  /** The membership a reader or sender needs, or the matching error. */
  async function requireRoomUse(roomId: string, userId: string): Promise<Membership> {
    const m = await repo.membership(roomId, userId);
    if (!m) throw forbidden(NOT_A_MEMBER);
    if (!canUseRoom(m)) throw forbidden(BLOCKED);
    return m;
  }

  async function requireRoomAdmin(roomId: string, userId: string) {
    const m = await repo.membership(roomId, userId);
    if (!m) throw notFound('Room');
    if (!canAdministerRoom(m)) throw forbidden(NOT_ROOM_ADMIN);
  }

  /** Admins are not removed or blocked by fellow admins; they leave by themselves. */
  async function requireNotAdmin(roomId: string, userId: string) {
    const m = await repo.membership(roomId, userId);
    if (m?.role === 'admin') throw forbidden('Admins cannot remove or block other admins.');
  }

  async function requireReceiver(me: string, receiverId: string) {
    if (receiverId === me) throw badRequest('You cannot send a message to yourself.');
    if (!(await repo.userIsReachable(receiverId))) throw notFound('User');
  }

  function oneTarget(t: Target): { roomId: string } | { receiverId: string } {
    if (t.roomId && !t.receiverId) return { roomId: t.roomId };
    if (t.receiverId && !t.roomId) return { receiverId: t.receiverId };
    throw badRequest('Give either roomId or receiverId.', {
      roomId: 'Give either roomId or receiverId',
    });
  }

  async function room(userId: string, roomId: string): Promise<Room> {
    const { rows } = await repo.rooms(userId, { limit: 1, skip: 0, roomId });
    const r = rows[0];
    if (!r) throw notFound('Room');
    return roomOf(r);
  }

  const roomOf = (r: Awaited<ReturnType<typeof repo.rooms>>['rows'][number]): Room => {
    const text = r.content === null ? '' : r.deleted ? DELETED_TEXT : r.content;
    return {
      _id: r.id,
      name: r.name,
      message: text,
      content: text,
      unreadCount: r.unreadCount,
      memberCount: r.memberCount,
      isAdmin: r.role === 'admin',
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
  };

  /**
   * Tells room members their fresh unread counts. Counting is the costly part of a send, so one
   * room is counted at most once per UNREAD_THROTTLE_MS: the first message of a quiet spell is
   * counted at once, later ones are gathered and counted together at the end of the window. The
   * counts are absolute, so the last announcement is right however many messages it covers
   * (clients bump their badge on updateChat meanwhile).
   */
  const unread = new Map<
    string,
    { members: Set<string>; lastRun: number; timer?: NodeJS.Timeout }
  >();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  function countAndAnnounce(roomId: string, ids: string[]) {
    repo
      .roomUnreadCounts(roomId, ids)
      .then((counts) => {
        // Members with the same count get one event between them (most often all who have not
        // read since): one encoding, and one publish to the other processes.
        const byCount = new Map<number, string[]>();
        for (const id of ids) {
          const n = counts.get(id) ?? 0;
          const same = byCount.get(n);
          if (same) same.push(id);
          else byCount.set(n, [id]);
        }
        for (const [unreadCount, members] of byCount) {
          realtime.toUsers(members, SOCKET_EVENTS.unreadCounter, {
            senderId: roomId,
            unreadCount,
            isRoom: true,
          });
        }
      })
      // A count cut off by shutdown (the pool closing under it) is expected, not worth a warning.
      .catch((err: unknown) => closed || deps.log?.warn({ err }, 'unread announcement failed'));
  }
  function announceRoomUnread(roomId: string, memberIds: string[], except?: string) {
    const entry = unread.get(roomId) ?? { members: new Set<string>(), lastRun: 0 };
    unread.set(roomId, entry);
    for (const id of memberIds) if (id !== except) entry.members.add(id);
    if (entry.timer) return;
    const flush = () => {
      if (entry.timer) timers.delete(entry.timer);
      entry.timer = undefined;
      entry.lastRun = Date.now();
      const ids = [...entry.members];
      entry.members.clear();
      if (ids.length) countAndAnnounce(roomId, ids);
    };
    const wait = entry.lastRun + UNREAD_THROTTLE_MS - Date.now();
    if (wait <= 0) return flush();
    entry.timer = setTimeout(flush, wait);
    timers.add(entry.timer);
  }

  /** The sender as chat lists show them, from the session: no query on the hot path. */
  const senderOf = (user: SessionUser): ChatUser => ({
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    online: true,
    media: user.media,
  });

  async function send(user: SessionUser, body: Extract<ChatActionBody, { action: 'send' }>) {
    const target = oneTarget(body);
    const sender = senderOf(user);
    if ('roomId' in target) {
      // One query for the sender's standing, the room's name and its recipients.
      const room = await rooms.get(target.roomId);
      const me = room?.members.find((m) => m.userId === user._id) ?? null;
      if (!room || !me) throw forbidden(NOT_A_MEMBER);
      if (!canUseRoom(me)) throw forbidden(BLOCKED);
      const { message, created } = await repo.storeMessage({
        senderId: user._id,
        clientId: body.clientId,
        content: body.message,
        roomId: target.roomId,
      });
      if (!created) {
        // A resend: it must be the same conversation, and a deleted message stays deleted.
        if (message.roomId !== target.roomId) throw conflict(CLIENT_ID_REUSED);
        if (message.deletedAt) return { message: toMessage(message, sender), unreadCount: 0 };
      }
      const members = room.members.filter((m) => m.status === 'active').map((m) => m.userId);
      const event: UpdateChatEvent = {
        messageId: message.id,
        clientId: message.clientId,
        roomId: target.roomId,
        roomName: room.name,
        virtualRoomId: null,
        senderId: user._id,
        receiverId: null,
        firstName: user.firstName,
        lastName: user.lastName,
        message: message.content,
        content: message.content,
        createdAt: message.createdAt.toISOString(),
      };
      realtime.toUsers(members, SOCKET_EVENTS.updateChat, event);
      announceRoomUnread(target.roomId, members, user._id);
      return { message: toMessage(message, sender), unreadCount: 0 };
    }

    await requireReceiver(user._id, target.receiverId);
    const conversation = await repo.findOrCreateConversation(user._id, target.receiverId);
    const { message, created } = await repo.storeMessage({
      senderId: user._id,
      clientId: body.clientId,
      content: body.message,
      conversationId: conversation.id,
    });
    if (!created) {
      if (message.conversationId !== conversation.id) throw conflict(CLIENT_ID_REUSED);
      if (message.deletedAt) return { message: toMessage(message, sender), unreadCount: 0 };
    }
    const event: UpdateChatEvent = {
      messageId: message.id,
      clientId: message.clientId,
      roomId: null,
      roomName: null,
      virtualRoomId: conversation.id,
      senderId: user._id,
      receiverId: target.receiverId,
      firstName: user.firstName,
      lastName: user.lastName,
      message: message.content,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    };
    realtime.toUsers([user._id, target.receiverId], SOCKET_EVENTS.updateChat, event);
    // The sender's other tabs and devices refresh their recent chats.
    realtime.toUser(user._id, SOCKET_EVENTS.getOwnChat, { virtualRoomId: conversation.id });
    const unread = await repo.conversationUnread(conversation.id, target.receiverId);
    realtime.toUser(target.receiverId, SOCKET_EVENTS.unreadCounter, {
      senderId: user._id,
      unreadCount: unread,
      isRoom: false,
    });
    return { message: toMessage(message, sender), unreadCount: 0 };
  }

  async function read(user: SessionUser, t: Target) {
    const target = oneTarget(t);
    if ('roomId' in target) {
      await requireRoomUse(target.roomId, user._id);
      await repo.markRead(user._id, target.roomId, 'room');
      realtime.toUser(user._id, SOCKET_EVENTS.unreadCounter, {
        senderId: target.roomId,
        unreadCount: 0,
        isRoom: true,
      });
    } else {
      const conversation = await repo.findConversation(user._id, target.receiverId);
      if (conversation) await repo.markRead(user._id, conversation.id, 'conversation');
      realtime.toUser(user._id, SOCKET_EVENTS.unreadCounter, {
        senderId: target.receiverId,
        unreadCount: 0,
        isRoom: false,
      });
    }
    return { message: null, unreadCount: 0 };
  }

  async function deleteMessage(user: SessionUser, messageId: string) {
    const m = await repo.messageById(messageId);
    if (!m) throw notFound('Message');
    let recipients: string[];
    if (m.roomId) {
      const membership = await repo.membership(m.roomId, user._id);
      if (!canUseRoom(membership) && m.senderId !== user._id) throw notFound('Message');
      if (!canDeleteMessage(user._id, m, membership))
        throw forbidden('You can only delete your own messages.');
      recipients = await repo.activeMemberIds(m.roomId);
    } else {
      const c = await repo.conversationById(m.conversationId!);
      if (!c || (c.userA !== user._id && c.userB !== user._id)) throw notFound('Message');
      if (!canDeleteMessage(user._id, m, null))
        throw forbidden('You can only delete your own messages.');
      recipients = [c.userA, c.userB];
    }
    if (!m.deletedAt) await repo.markMessageDeleted(m.id);
    realtime.toUsers(recipients, SOCKET_EVENTS.messageDeleted, {
      messageId: m.id,
      roomId: m.roomId,
      virtualRoomId: m.conversationId,
    });
    if (m.roomId) {
      announceRoomUnread(m.roomId, recipients, m.senderId);
    } else {
      const other = recipients.find((id) => id !== m.senderId)!;
      const unread = await repo.conversationUnread(m.conversationId!, other);
      realtime.toUser(other, SOCKET_EVENTS.unreadCounter, {
        senderId: m.senderId,
        unreadCount: unread,
        isRoom: false,
      });
    }
    return { message: null, unreadCount: 0 };
  }

  async function groupOperation(
    roomId: string,
    memberIds: string[],
    payload: { action: 'delete' | 'rename' | 'removed' | 'blocked' | 'unblocked'; name?: string },
  ) {
    realtime.toUsers(memberIds, SOCKET_EVENTS.groupOperation, { roomId, ...payload });
  }

  async function membersOf(roomId: string): Promise<RoomMember[]> {
    const rows = await repo.roomMembers(roomId);
    const online = await realtime.online(rows.map((r) => r.id));
    return rows.map((r) => ({ ...toChatUser(r, online), role: r.role, status: r.status }));
  }

  return {
    /** Stops pending announcements (the app is closing). */
    close() {
      closed = true;
      timers.forEach(clearTimeout);
      timers.clear();
      unread.clear();
    },

    action(user: SessionUser, body: ChatActionBody) {
      switch (body.action) {
        case 'send':
          return send(user, body);
        case 'read':
          return read(user, body);
        case 'deleteMessage':
          return deleteMessage(user, body.messageId);
      }
    },

    async history(
      user: SessionUser,
      q: {
        roomId?: string | undefined;
        receiverId?: string | undefined;
        before?: string | undefined;
        limit: number;
      },
    ) {
      const target = oneTarget(q);
      let scope: { roomId?: string; conversationId?: string; afterSeq: number };
      if ('roomId' in target) {
        await requireRoomUse(target.roomId, user._id);
        scope = { roomId: target.roomId, afterSeq: 0 };
      } else {
        const c = await repo.findConversation(user._id, target.receiverId);
        if (!c) {
          if (!(await repo.userIsReachable(target.receiverId))) throw notFound('User');
          return { messages: [], hasMore: false };
        }
        scope = {
          conversationId: c.id,
          afterSeq: c.userA === user._id ? c.clearedSeqA : c.clearedSeqB,
        };
      }
      let beforeSeq: number | undefined;
      if (q.before) {
        const anchor = await repo.messageById(q.before);
        const sameScope =
          anchor &&
          (scope.roomId
            ? anchor.roomId === scope.roomId
            : anchor.conversationId === scope.conversationId);
        if (!sameScope)
          throw badRequest('Unknown message in `before`.', { before: 'Unknown message' });
        beforeSeq = anchor.seq;
      }
      const rows = await repo.messages({ ...scope, beforeSeq, limit: q.limit });
      const hasMore = rows.length > q.limit;
      const page = rows.slice(0, q.limit).reverse();
      const senders = await chatUsers(page.map((m) => m.senderId));
      return { messages: page.map((m) => toMessage(m, senders.get(m.senderId)!)), hasMore };
    },

    async directChats(
      user: SessionUser,
      q: ListQuery,
    ): Promise<{ rows: DirectChatItem[]; total: number }> {
      const { rows, total } = await repo.directChats(user._id, q);
      const people = await chatUsers([user._id, ...rows.map((r) => r.otherId)]);
      return {
        rows: rows.map((r) => {
          const other = people.get(r.otherId)!;
          const me = people.get(user._id)!;
          const iSent = r.senderId === user._id;
          return {
            _id: r.id,
            sender: iSent ? me : other,
            receiver: iSent ? other : me,
            message: r.deleted ? DELETED_TEXT : r.content,
            unreadCount: r.unreadCount,
            updatedAt: new Date(r.updatedAt).toISOString(),
          };
        }),
        total,
      };
    },

    async deleteDirectChat(user: SessionUser, conversationId: string) {
      const c = await repo.conversationById(conversationId);
      if (!c || (c.userA !== user._id && c.userB !== user._id)) throw notFound('Conversation');
      await repo.clearConversation(c.id, user._id);
      realtime.toUser(user._id, SOCKET_EVENTS.deleteChat, { virtualRoomId: c.id });
    },

    async people(user: SessionUser, q: ListQuery) {
      const { rows, total } = await repo.searchPeople(user._id, q);
      const online = await realtime.online(rows.map((r) => r.id));
      return { rows: rows.map((r) => ({ ...toChatUser(r, online), roleName: r.roleName })), total };
    },

    async createRoom(user: SessionUser, name: string, userIds: string[]) {
      const valid = await repo.existingUserIds([...new Set(userIds)]);
      if (valid.length !== new Set(userIds).size)
        throw badRequest('Some of the people chosen do not exist.', { userIds: 'Unknown user' });
      const roomId = await repo.createRoom(name, user._id, valid);
      const others = valid.filter((id) => id !== user._id);
      realtime.toUsers(others, SOCKET_EVENTS.joinRoomReq, { roomId });
      return room(user._id, roomId);
    },

    room: (user: SessionUser, roomId: string) => room(user._id, roomId),

    async rooms(user: SessionUser, q: ListQuery) {
      const { rows, total } = await repo.rooms(user._id, q);
      return { rows: rows.map(roomOf), total };
    },

    async members(user: SessionUser, roomId: string) {
      await requireRoomUse(roomId, user._id);
      return membersOf(roomId);
    },

    async addMembers(user: SessionUser, roomId: string, userIds: string[]) {
      await requireRoomAdmin(roomId, user._id);
      const valid = await repo.existingUserIds([...new Set(userIds)]);
      if (valid.length !== new Set(userIds).size)
        throw badRequest('Some of the people chosen do not exist.', { userIds: 'Unknown user' });
      await repo.addMembers(roomId, valid);
      rooms.invalidate(roomId);
      realtime.toUsers(valid, SOCKET_EVENTS.joinRoomReq, { roomId });
      return membersOf(roomId);
    },

    async removeMember(user: SessionUser, roomId: string, userId: string) {
      await requireRoomAdmin(roomId, user._id);
      if (userId === user._id) throw badRequest('Use leave to leave a room.');
      await requireNotAdmin(roomId, userId);
      if (!(await repo.removeMember(roomId, userId))) throw notFound('Member');
      rooms.invalidate(roomId);
      realtime.leaveChannel([userId], roomId);
      realtime.toUser(userId, SOCKET_EVENTS.leaveRoomReq, { roomId });
      await groupOperation(roomId, [userId], { action: 'removed' });
    },

    async setBlocked(user: SessionUser, roomId: string, userId: string, blocked: boolean) {
      await requireRoomAdmin(roomId, user._id);
      if (userId === user._id) throw badRequest('You cannot block yourself.');
      await requireNotAdmin(roomId, userId);
      if (blocked) realtime.leaveChannel([userId], roomId);
      if (!(await repo.setMemberStatus(roomId, userId, blocked ? 'blocked' : 'active')))
        throw notFound('Member');
      rooms.invalidate(roomId);
      realtime.toUser(userId, blocked ? SOCKET_EVENTS.leaveRoomReq : SOCKET_EVENTS.joinRoomReq, {
        roomId,
      });
      await groupOperation(roomId, [userId], { action: blocked ? 'blocked' : 'unblocked' });
    },

    async leave(user: SessionUser, roomId: string) {
      if (!(await repo.membership(roomId, user._id))) throw notFound('Room');
      await repo.leave(roomId, user._id);
      rooms.invalidate(roomId);
      realtime.leaveChannel([user._id], roomId);
      realtime.toUser(user._id, SOCKET_EVENTS.leaveRoomReq, { roomId });
    },

    async rename(user: SessionUser, roomId: string, name: string) {
      await requireRoomAdmin(roomId, user._id);
      await repo.renameRoom(roomId, name);
      rooms.invalidate(roomId);
      await groupOperation(roomId, await repo.activeMemberIds(roomId), { action: 'rename', name });
      return room(user._id, roomId);
    },

    async deleteRoom(user: SessionUser, roomId: string) {
      await requireRoomAdmin(roomId, user._id);
      const members = await repo.allMemberIds(roomId);
      await repo.deleteRoom(roomId);
      rooms.invalidate(roomId);
      realtime.leaveChannel(members, roomId);
      await groupOperation(roomId, members, { action: 'delete' });
    },

    /** A deleted account leaves every room (handing admin on) and drops its stars and mutes. */
    async removeUserEverywhere(userId: string) {
      for (const roomId of await repo.roomIdsOf(userId)) {
        await repo.leave(roomId, userId);
        rooms.invalidate(roomId);
      }
      await repo.forgetStarsAndMutes(userId);
    },

    /** Who is told of a user's online status: the people whose chat lists show them. */
    statusAudience: (userId: string) => repo.contactsOf(userId),

    /** Whether a socket of this user may subscribe to a room's channel. */
    async mayJoin(userId: string, roomId: string) {
      return canUseRoom(await repo.membership(roomId, userId));
    },

    async star(user: SessionUser, type: 'chat' | 'room' | 'user', id: string, starred: boolean) {
      // Unstarring needs no standing: a room one has left can still be taken off the list.
      if (!starred) {
        await repo.setStar(user._id, type, id, false);
        return { starred };
      }
      if (type === 'room') await requireRoomUse(id, user._id);
      else if (!(await repo.userIsReachable(id)) || id === user._id) throw notFound('User');
      await repo.setStar(user._id, type, id, starred);
      return { starred };
    },

    async starred(
      user: SessionUser,
      kind: 'chats' | 'communities' | 'users',
      q: { limit: number; title?: string | undefined },
    ): Promise<StarredItem[]> {
      const types = { chats: ['chat', 'room'], communities: ['room'], users: ['user'] } as const;
      // Matched by title in the query, so a search finds favourites beyond the first page.
      const stars = await repo.stars(user._id, [...types[kind]], q.limit, q.title);
      const personIds = stars.filter((s) => s.type !== 'room').map((s) => s.targetId);
      const people = await chatUsers(personIds);
      const items: StarredItem[] = [];
      for (const s of stars) {
        if (s.type === 'room') {
          const r = await repo.rooms(user._id, { limit: 1, skip: 0, roomId: s.targetId });
          const row = r.rows[0];
          if (!row) continue;
          const rm = roomOf(row);
          items.push({
            _id: `room:${rm._id}`,
            type: 'room',
            title: rm.name,
            targetId: rm._id,
            virtualRoomId: null,
            online: false,
            media: [],
            unreadCount: rm.unreadCount,
            message: rm.message,
          });
        } else {
          const p = people.get(s.targetId)!;
          const c = s.type === 'chat' ? await repo.findConversation(user._id, s.targetId) : null;
          items.push({
            _id: `${s.type}:${s.targetId}`,
            type: s.type,
            title: `${p.firstName} ${p.lastName}`,
            targetId: s.targetId,
            virtualRoomId: c?.id ?? null,
            online: p.online,
            media: p.media,
            unreadCount: c ? await repo.conversationUnread(c.id, user._id) : 0,
            message: '',
          });
        }
      }
      return items;
    },

    mutes: (user: SessionUser) => repo.mutes(user._id),

    async setMute(user: SessionUser, type: 'room' | 'user', id: string, off: boolean) {
      await repo.setMute(user._id, type, id, off);
      return repo.mutes(user._id);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
