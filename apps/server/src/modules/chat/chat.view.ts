import type { ChatMessage, ChatUser, Room } from '@portal/contract';
import { avatarMedia } from '../../db/person-columns';
import type { RealtimePort } from '../../realtime/socket-server';
import type { ContactsRepository, PersonRow } from './contacts.repository';
import type { MessageRow } from './messages.repository';
import type { RoomRow } from './rooms.repository';

// How the chat's rows look in the contract: shared by the messages, rooms and contacts services.

export const DELETED_TEXT = 'This message was deleted.';

export const toChatUser = (
  p: PersonRow | undefined,
  online: Set<string>,
  fallbackId = '',
): ChatUser => ({
  _id: p?.id ?? fallbackId,
  firstName: p?.firstName ?? 'Deleted',
  lastName: p?.lastName ?? 'user',
  online: p ? online.has(p.id) : false,
  media: p ? avatarMedia(p) : [],
});

/** People as chat lists show them, with their presence now. */
export async function loadChatUsers(
  contacts: ContactsRepository,
  realtime: RealtimePort,
  ids: string[],
): Promise<Map<string, ChatUser>> {
  const [people, online] = await Promise.all([contacts.people(ids), realtime.online(ids)]);
  return new Map(ids.map((id) => [id, toChatUser(people.get(id), online, id)]));
}

export const toMessage = (m: MessageRow, sender: ChatUser): ChatMessage => ({
  _id: m.id,
  clientId: m.clientId,
  roomId: m.roomId,
  virtualRoomId: m.conversationId,
  sender,
  content: m.deletedAt ? DELETED_TEXT : m.content,
  createdAt: m.createdAt.toISOString(),
  deleted: m.deletedAt !== null,
});

export const toRoom = (r: RoomRow): Room => {
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
