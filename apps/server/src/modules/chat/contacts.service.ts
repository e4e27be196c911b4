import {
  SOCKET_EVENTS,
  type chat,
  type DirectChatItem,
  type ListQuery,
  type StarredItem,
} from '@portal/contract';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { RealtimePort } from '../../realtime/socket-server';
import { DELETED_TEXT, loadChatUsers, toChatUser, toRoom } from './chat.view';
import type { ContactsRepository } from './contacts.repository';
import type { MessagesRepository } from './messages.repository';
import type { RoomAccess } from './room-access';
import type { RoomsRepository } from './rooms.repository';

/**
 * Starred community channels (the community module's, wired in app.ts): channelStarred/get lists
 * them after the starred rooms (decision 24).
 */
export type StarredChannels = (
  userId: string,
  limit: number,
  title?: string,
) => Promise<StarredItem[]>;

/** Direct chats, the people search, stars and notification mutes. */
export function createContactsService(deps: {
  contacts: ContactsRepository;
  rooms: RoomsRepository;
  messages: MessagesRepository;
  access: RoomAccess;
  realtime: RealtimePort;
  starredChannels?: StarredChannels;
}) {
  const { contacts: repo, rooms, messages, realtime, access } = deps;
  const chatUsers = (ids: string[]) => loadChatUsers(repo, realtime, ids);

  return {
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

    async people(user: SessionUser, q: chat.PeopleListQuery) {
      const { rows, total } = await repo.searchPeople(user._id, q);
      const online = await realtime.online(rows.map((r) => r.id));
      return { rows: rows.map((r) => ({ ...toChatUser(r, online), roleName: r.roleName })), total };
    },

    /** Who is told of a user's online status: the people whose chat lists show them. */
    statusAudience: (userId: string) => repo.contactsOf(userId),

    async star(user: SessionUser, type: 'chat' | 'room' | 'user', id: string, starred: boolean) {
      // Unstarring needs no standing: a room one has left can still be taken off the list.
      if (starred) {
        if (type === 'room') await access.requireUse(id, user._id);
        else if (!(await repo.userIsReachable(id)) || id === user._id) throw notFound('User');
      }
      await repo.setStar(user._id, type, id, starred);
      // The user's other devices update their favourites without a reload.
      realtime.toUser(user._id, SOCKET_EVENTS.starChanged, { type, id, starred });
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
          const r = await rooms.rooms(user._id, { limit: 1, skip: 0, roomId: s.targetId });
          const row = r.rows[0];
          if (!row) continue;
          const rm = toRoom(row);
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
            unreadCount: c ? await messages.conversationUnread(c.id, user._id) : 0,
            message: '',
          });
        }
      }
      if (kind === 'communities' && deps.starredChannels && items.length < q.limit) {
        items.push(...(await deps.starredChannels(user._id, q.limit - items.length, q.title)));
      }
      return items;
    },

    mutes: (user: SessionUser) => repo.mutes(user._id),

    /** Switches notifications off (`off`) or on for a room one is in or for a person. */
    async setMute(user: SessionUser, type: 'room' | 'user', id: string, off: boolean) {
      // Switching back on needs no standing, like unstarring: a room one has left can be unmuted.
      if (off && type === 'room' && !(await rooms.membership(id, user._id))) throw notFound('Room');
      if (off && type === 'user' && (id === user._id || !(await repo.userIsReachable(id))))
        throw notFound('User');
      await repo.setMute(user._id, type, id, off);
      const mutes = await repo.mutes(user._id);
      // The user's other devices stop (or start) notifying at once, not at their next load.
      realtime.toUser(user._id, SOCKET_EVENTS.mutesChanged, mutes);
      return mutes;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
