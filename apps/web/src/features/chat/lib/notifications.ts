import type { UpdateChatEvent } from '@portal/contract';
import type { ChatTarget } from './chat-keys';
import { targetOfEvent } from './messages';

export interface ChatNotification {
  title: string;
  body: string;
}

export interface NotificationContext {
  meId: string;
  mutedRooms: readonly string[];
  mutedUsers: readonly string[];
  /** The conversation on screen, if any. */
  openChat: ChatTarget | null;
  /** Whether the page has the focus (a conversation in a background tab still notifies). */
  focused: boolean;
}

/**
 * SPEC §7 desktop notifications: a room message is titled with the room name, body 'sender name :
 * message'; a direct message is titled with the sender's name, body the message. None for one's
 * own messages, for muted rooms and users, or for the conversation open in a focused page.
 */
export function chatNotification(
  event: UpdateChatEvent,
  ctx: NotificationContext,
): ChatNotification | null {
  if (event.senderId === ctx.meId) return null;
  const target = targetOfEvent(event, ctx.meId);
  if (!target) return null;
  if (target.isRoom ? ctx.mutedRooms.includes(target.id) : ctx.mutedUsers.includes(target.id))
    return null;
  if (
    ctx.focused &&
    ctx.openChat &&
    ctx.openChat.isRoom === target.isRoom &&
    ctx.openChat.id === target.id
  )
    return null;
  const sender = `${event.firstName} ${event.lastName}`.trim();
  const text = event.message || event.content;
  return target.isRoom
    ? { title: event.roomName ?? '', body: `${sender} : ${text}` }
    : { title: sender, body: text };
}

/** How much of a message the in-page toast shows. */
export const TOAST_PREVIEW_LENGTH = 60;

/** The first words of a message, cut at a word within `max` characters, with an ellipsis. */
export function firstWords(text: string, max = TOAST_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface ToastContext {
  meId: string;
  mutedUsers: readonly string[];
  /** The conversation on screen, if any. */
  openChat: ChatTarget | null;
}

/**
 * The in-page toast for a new direct message: the sender's name and the first words. None for
 * room messages, one's own, a muted sender, or the conversation already on screen (focused or
 * not: the reader sees it there on coming back, unlike a desktop notification's reader).
 */
export function directMessageToast(
  event: UpdateChatEvent,
  ctx: ToastContext,
): ChatNotification | null {
  if (event.roomId || event.senderId === ctx.meId) return null;
  if (ctx.mutedUsers.includes(event.senderId)) return null;
  if (ctx.openChat && !ctx.openChat.isRoom && ctx.openChat.id === event.senderId) return null;
  return {
    title: `${event.firstName} ${event.lastName}`.trim(),
    body: firstWords(event.message || event.content),
  };
}

/** Shows a desktop notification, asking for permission the first time (SPEC §7). */
export async function showDesktopNotification(n: ChatNotification): Promise<void> {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'granted') new Notification(n.title, { body: n.body });
}
