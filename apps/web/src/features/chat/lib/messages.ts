import type { ChatMessage, ChatUser, UpdateChatEvent } from '@portal/contract';
import type { ChatTarget } from './chat-keys';

/** A message as the conversation shows it; `status` marks one not yet stored by the server. */
export interface ChatMessageView extends ChatMessage {
  status?: 'sending' | 'failed';
}

/** One page of history, oldest first; `hasMore` when older messages remain. */
export interface MessagePage {
  messages: ChatMessageView[];
  hasMore: boolean;
}

/** History pages as the cache keeps them: pages[0] is the newest, later pages go back in time. */
export interface MessagePages {
  pages: MessagePage[];
  pageParams: unknown[];
}

export const DELETED_MESSAGE_TEXT = 'This message was deleted.';

/** The conversation an updateChat belongs to, seen from the logged-in user. */
export function targetOfEvent(event: UpdateChatEvent, meId: string): ChatTarget | null {
  if (event.roomId) return { isRoom: true, id: event.roomId };
  const other = event.senderId === meId ? event.receiverId : event.senderId;
  return other ? { isRoom: false, id: other } : null;
}

export function messageOfEvent(event: UpdateChatEvent): ChatMessage {
  return {
    _id: event.messageId,
    clientId: event.clientId,
    roomId: event.roomId,
    virtualRoomId: event.virtualRoomId,
    sender: {
      _id: event.senderId,
      firstName: event.firstName,
      lastName: event.lastName,
      online: true,
      media: [],
    },
    content: event.content || event.message,
    createdAt: event.createdAt,
    deleted: false,
  };
}

/** A message not yet stored: shown at once, replaced when the server's copy arrives. */
export function pendingMessage(
  clientId: string,
  content: string,
  sender: ChatUser,
  target: ChatTarget,
): ChatMessageView {
  return {
    _id: `pending-${clientId}`,
    clientId,
    roomId: target.isRoom ? target.id : null,
    virtualRoomId: null,
    sender,
    content,
    createdAt: new Date().toISOString(),
    deleted: false,
    status: 'sending',
  };
}

function mapMessages(
  data: MessagePages,
  fn: (m: ChatMessageView) => ChatMessageView,
): MessagePages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(fn) })) };
}

/**
 * Puts a message into the history once: a copy with the same id or clientId (the optimistic one,
 * or the HTTP reply racing the updateChat echo) is replaced in place; a new one goes last.
 */
export function upsertMessage(
  data: MessagePages | undefined,
  message: ChatMessageView,
): MessagePages | undefined {
  if (!data) return data;
  const same = (m: ChatMessageView) => m._id === message._id || m.clientId === message.clientId;
  if (data.pages.some((p) => p.messages.some(same))) {
    return mapMessages(data, (m) => (same(m) ? message : m));
  }
  if (data.pages.length === 0)
    return { pages: [{ messages: [message], hasMore: false }], pageParams: [undefined] };
  const [newest, ...older] = data.pages as [MessagePage, ...MessagePage[]];
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

export function markFailed(
  data: MessagePages | undefined,
  clientId: string,
): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (m) =>
    m.clientId === clientId && m.status ? { ...m, status: 'failed' } : m,
  );
}

export function markDeleted(
  data: MessagePages | undefined,
  messageId: string,
): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (m) =>
    m._id === messageId ? { ...m, deleted: true, content: DELETED_MESSAGE_TEXT } : m,
  );
}

/**
 * Lays the newest page, fetched again after a reconnection or a `resync`, over the cached
 * history. Messages missed meanwhile are added in order, stored ones are refreshed (a deletion),
 * and those not stored yet (sending, or failed with their retry) stay, last. When the page does
 * not reach back to any cached message (more were missed than a page holds), it replaces the
 * history: older pages load again on scrolling, and no gap is left in between.
 */
export function mergeNewestPage(
  data: MessagePages | undefined,
  page: MessagePage,
): MessagePages | undefined {
  if (!data) return data;
  const cached = data.pages.flatMap((p) => p.messages);
  const fetched = new Map(page.messages.map((m) => [m._id, m]));
  const fetchedClientIds = new Set(page.messages.map((m) => m.clientId));
  const unsent = cached.filter((m) => m.status && !fetchedClientIds.has(m.clientId));
  const [newest, ...older] = data.pages;
  if (!newest || !cached.some((m) => !m.status && fetched.has(m._id))) {
    return {
      pages: [{ messages: [...page.messages, ...unsent], hasMore: page.hasMore }],
      pageParams: [undefined],
    };
  }
  const inOlder = new Set(older.flatMap((p) => p.messages.map((m) => m._id)));
  const olderPages = older.map((p) => ({
    ...p,
    messages: p.messages.map((m) => fetched.get(m._id) ?? m),
  }));
  const before = newest.messages.filter((m) => !m.status && !fetched.has(m._id));
  const latest = page.messages.filter((m) => !inOlder.has(m._id));
  return {
    ...data,
    pages: [{ ...newest, messages: [...before, ...latest, ...unsent] }, ...olderPages],
  };
}

/** Every loaded message, oldest first. */
export function flattenMessages(data: MessagePages | undefined): ChatMessageView[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.messages);
}

/** A client id for a new message: made once, reused by every retry so the server stores it once. */
export function newClientId(): string {
  return crypto.randomUUID();
}
