import {
  isoDay,
  londonClock,
  londonDay,
  longDayDate,
  longDayDateTime,
  longDayMonth,
  wallClock,
} from '@portal/contract';
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

/** The calendar day before `day` (both YYYY-MM-DD). */
const dayBefore = (day: string) => isoDay(wallClock(Date.parse(`${day}T00:00:00.000Z`) - 1, 'UTC'));

/**
 * 'Today', 'Yesterday', then the date ('Monday 12 January', with the year when not this one), in
 * London. Without `today` (a first render the server's markup must match: useLondonToday), the
 * whole date.
 */
export function dayLabel(date: string | Date, today: string | null): string {
  const clock = londonClock(date);
  if (today === null) return longDayDate(clock);
  const day = isoDay(clock);
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return 'Yesterday';
  return today.startsWith(`${clock.year}-`) ? longDayMonth(clock) : longDayDate(clock);
}

/** The full date and time of a message in London, shown on hover or long press. */
export function fullTime(date: string | Date): string {
  return longDayDateTime(londonClock(date));
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
  today: string | null,
): MessageRow[] {
  const rows: MessageRow[] = [];
  let lastDay = '';
  let lastSender = '';
  for (const m of messages) {
    const day = londonDay(m.createdAt);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabel(m.createdAt, today) });
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
