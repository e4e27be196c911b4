import type { QueryClient } from '@tanstack/react-query';
import { chat, type ChatUser, type DirectChatItem, type StarredItem } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { socketRequest } from '../../../shared/socket/socket-client';
import { chatKeys, type ChatTarget } from '../lib/chat-keys';
import { messagesQuery } from './get-messages';
import {
  applyUnreadToDirect,
  applyUnreadToRooms,
  applyUnreadToStarred,
  otherParty,
  roomsOf,
  type RoomPages,
} from '../lib/chat-list';
import { markFailed, pendingMessage, upsertMessage, type MessagePages } from '../lib/messages';

/**
 * Sends with `chat.chatAction` send, over the socket while it is connected and over HTTP
 * otherwise or when the socket does not answer in time. The message shows as pending once the
 * conversation's history is there; the stored copy replaces it by clientId, and a failed send stays in the list marked failed so that a retry can
 * send it again with the same clientId (the server then stores it once).
 */
export async function sendMessage(
  queryClient: QueryClient,
  target: ChatTarget,
  me: ChatUser,
  text: string,
  clientId: string,
): Promise<boolean> {
  const key = chatKeys.messages(target);
  const sent = api.call(
    chat.chatAction,
    {
      body: {
        action: 'send',
        clientId,
        message: text,
        ...(target.isRoom ? { roomId: target.id } : { receiverId: target.id }),
      },
    },
    { suppressMessage: true, via: socketRequest },
  );
  // A history still loading would, once it came, replace a list holding only this message: it is
  // shown once the history is there (at once when it is, as it nearly always is).
  await queryClient.ensureInfiniteQueryData(messagesQuery(target)).catch(() => undefined);
  queryClient.setQueryData<MessagePages>(key, (data) =>
    upsertMessage(
      data ?? { pages: [{ messages: [], hasMore: false }], pageParams: [undefined] },
      pendingMessage(clientId, text, me, target),
    ),
  );
  const res = await sent;
  const stored = res === false ? null : res.data.message;
  if (!stored) {
    queryClient.setQueryData<MessagePages>(key, (data) => markFailed(data, clientId));
    return false;
  }
  queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, stored));
  return true;
}

/** Marks a conversation read (`chat.chatAction` read); the server answers with unreadCounter 0. */
export async function markRead(target: ChatTarget): Promise<void> {
  await api.call(
    chat.chatAction,
    {
      body: {
        action: 'read',
        ...(target.isRoom ? { roomId: target.id } : { receiverId: target.id }),
      },
    },
    { suppressMessage: true, via: socketRequest },
  );
}

/** Deletes one's own message (or any, for a room's admins). */
export async function deleteMessage(messageId: string): Promise<boolean> {
  const res = await api.call(chat.chatAction, { body: { action: 'deleteMessage', messageId } });
  return res !== false;
}

/** Clears a conversation's unread count in the cached lists at once, ahead of the server's event. */
/** The unread count the cached chat lists show for a conversation (0 when none is cached). */
export function cachedUnread(queryClient: QueryClient, target: ChatTarget, meId: string): number {
  const counts: number[] = [0];
  for (const [, list] of queryClient.getQueriesData<DirectChatItem[]>({
    queryKey: chatKeys.directAll,
  })) {
    if (target.isRoom || !list) continue;
    for (const d of list) if (otherParty(d, meId)._id === target.id) counts.push(d.unreadCount);
  }
  for (const [, data] of queryClient.getQueriesData<RoomPages>({ queryKey: chatKeys.roomsAll })) {
    if (!target.isRoom) continue;
    for (const r of roomsOf(data)) if (r._id === target.id) counts.push(r.unreadCount);
  }
  for (const queryKey of [chatKeys.favouritesAll, chatKeys.starredAll])
    for (const [, list] of queryClient.getQueriesData<StarredItem[]>({ queryKey }))
      for (const s of list ?? [])
        if (s.targetId === target.id && s.type === (target.isRoom ? 'room' : 'chat'))
          counts.push(s.unreadCount);
  return Math.max(...counts);
}

export function clearUnreadLocally(queryClient: QueryClient, target: ChatTarget, meId: string) {
  const event = { senderId: target.id, unreadCount: 0, isRoom: target.isRoom };
  queryClient.setQueriesData<DirectChatItem[]>({ queryKey: chatKeys.directAll }, (list) =>
    applyUnreadToDirect(list, event, meId),
  );
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.roomsAll }, (data) =>
    applyUnreadToRooms(data, event),
  );
  for (const queryKey of [chatKeys.favouritesAll, chatKeys.starredAll])
    queryClient.setQueriesData<StarredItem[]>({ queryKey }, (list) =>
      applyUnreadToStarred(list, event),
    );
}
