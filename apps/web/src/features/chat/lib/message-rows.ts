import dayjs from 'dayjs';
import type { ChatMessageView } from './messages';

/** What the conversation draws, in order: day separators, the unread divider and messages. */
export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessageView;
      own: boolean;
      /** The first of a run of one sender's messages on one day: their name and avatar show. */
      startsRun: boolean;
    };

/** 'Today', 'Yesterday', then the date ('Monday 12 January', with the year when not this one). */
export function dayLabel(date: string | Date, now: Date = new Date()): string {
  const day = dayjs(date).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return 'Today';
  if (day.isSame(today.subtract(1, 'day'))) return 'Yesterday';
  return day.format(day.year() === today.year() ? 'dddd D MMMM' : 'dddd D MMMM YYYY');
}

/** The full date and time of a message, shown on hover or long press. */
export function fullTime(date: string | Date): string {
  return dayjs(date).format('dddd D MMMM YYYY, HH:mm');
}

/**
 * The first of the last `unread` messages from others: where the reader left off. Null when
 * nothing is unread or the unread ones are not all loaded (the divider would be misplaced).
 */
export function firstUnreadId(
  messages: ChatMessageView[],
  unread: number,
  meId: string,
): string | null {
  if (unread <= 0) return null;
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.status || m.sender._id === meId) continue;
    seen += 1;
    if (seen === unread) return m._id;
  }
  return null;
}

/**
 * Lays the history out as chat apps do: a separator before each new day, 'New messages' before
 * the first unread one, and each message marked own or not and whether it starts a run of its
 * sender's messages (a new day or the divider starts a new run).
 */
export function messageRows(
  messages: ChatMessageView[],
  meId: string,
  unreadFromId: string | null,
  now: Date = new Date(),
): MessageRow[] {
  const rows: MessageRow[] = [];
  let lastDay = '';
  let lastSender = '';
  for (const m of messages) {
    const day = dayjs(m.createdAt).format('YYYY-MM-DD');
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabel(m.createdAt, now) });
      lastDay = day;
      lastSender = '';
    }
    if (m._id === unreadFromId) {
      rows.push({ kind: 'unread', key: 'unread' });
      lastSender = '';
    }
    rows.push({
      kind: 'message',
      key: m.clientId || m._id,
      message: m,
      own: m.sender._id === meId,
      startsRun: m.sender._id !== lastSender,
    });
    lastSender = m.sender._id;
  }
  return rows;
}
