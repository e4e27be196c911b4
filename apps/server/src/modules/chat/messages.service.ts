import {
  SOCKET_EVENTS,
  type ChatActionBody,
  type ChatUser,
  type UpdateChatEvent,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { RealtimePort } from '../../realtime/socket-server';
import { canDeleteMessage, canUseRoom } from './chat.policy';
import { toChatUser, toMessage } from './chat.view';
import type { ContactsRepository } from './contacts.repository';
import type { MessagesRepository } from './messages.repository';
import { BLOCKED, NOT_A_MEMBER } from './room-access';
import type { RoomCache } from './room-cache';
import type { RoomsRepository } from './rooms.repository';
import { createUnreadAnnouncer } from './unread-announcer';

export const CLIENT_ID_REUSED = 'This message id was already used in another conversation.';
export { UNREAD_THROTTLE_MS } from './unread-announcer';

type Target = { roomId?: string | undefined; receiverId?: string | undefined };

function oneTarget(t: Target): { roomId: string } | { receiverId: string } {
  if (t.roomId && !t.receiverId) return { roomId: t.roomId };
  if (t.receiverId && !t.roomId) return { receiverId: t.receiverId };
  throw badRequest('Give either roomId or receiverId.', {
    roomId: 'Give either roomId or receiverId',
  });
}

/** Sending, reading, deleting and paging messages, and the unread counts they move. */
export function createMessagesService(deps: {
  messages: MessagesRepository;
  rooms: RoomsRepository;
  contacts: ContactsRepository;
  roomCache: RoomCache;
  realtime: RealtimePort;
  log?: FastifyBaseLogger | undefined;
}) {
  const { messages: repo, contacts, realtime } = deps;

  async function requireReceiver(me: string, receiverId: string) {
    if (receiverId === me) throw badRequest('You cannot send a message to yourself.');
    if (!(await contacts.userIsReachable(receiverId))) throw notFound('User');
  }

  const unreadCounts = createUnreadAnnouncer({ repo, realtime, log: deps.log });
  const { announceRoomUnread } = unreadCounts;

  /**
   * The room, once its reader or sender is found to be an active member: its name, members and
   * their standing from the room cache (kept up to date by every change to the room), so a
   * message sent or a page read asks nothing more of the database for it.
   */
  async function roomInUse(roomId: string, userId: string) {
    const room = await deps.roomCache.get(roomId);
    const me = room?.members.find((m) => m.userId === userId) ?? null;
    if (!room || !me) throw forbidden(NOT_A_MEMBER);
    if (!canUseRoom(me)) throw forbidden(BLOCKED);
    return room;
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
      const room = await roomInUse(target.roomId, user._id);
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
    const conversation = await contacts.findOrCreateConversation(user._id, target.receiverId);
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
      await roomInUse(target.roomId, user._id);
      await repo.markRead(user._id, target.roomId, 'room');
      realtime.toUser(user._id, SOCKET_EVENTS.unreadCounter, {
        senderId: target.roomId,
        unreadCount: 0,
        isRoom: true,
      });
    } else {
      const conversation = await contacts.findConversation(user._id, target.receiverId);
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
      const membership = await deps.rooms.membership(m.roomId, user._id);
      if (!canUseRoom(membership) && m.senderId !== user._id) throw notFound('Message');
      if (!canDeleteMessage(user._id, m, membership))
        throw forbidden('You can only delete your own messages.');
      recipients = await deps.rooms.activeMemberIds(m.roomId);
    } else {
      const c = await contacts.conversationById(m.conversationId!);
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

  return {
    /** Stops pending announcements (the app is closing). */
    close: unreadCounts.close,

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
        await roomInUse(target.roomId, user._id);
        scope = { roomId: target.roomId, afterSeq: 0 };
      } else {
        const c = await contacts.findConversation(user._id, target.receiverId);
        if (!c) {
          if (!(await contacts.userIsReachable(target.receiverId))) throw notFound('User');
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
      const online = await realtime.online([...new Set(page.map((m) => m.senderId))]);
      return {
        messages: page.map((m) => toMessage(m, toChatUser(m.sender, online, m.senderId))),
        hasMore,
      };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
