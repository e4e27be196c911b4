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

/** Shows a desktop notification, asking for permission the first time (SPEC §7). */
export async function showDesktopNotification(n: ChatNotification): Promise<void> {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'granted') new Notification(n.title, { body: n.body });
}
