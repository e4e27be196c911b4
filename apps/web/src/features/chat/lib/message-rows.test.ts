import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from './messages';
import { dayLabel, firstUnreadId, messageRows } from './message-rows';

const now = new Date(2026, 4, 20, 12, 0);
const msg = (id: string, sender: string, at: Date, status?: 'sending'): ChatMessageView => ({
  _id: id,
  clientId: `c-${id}`,
  roomId: 'r1',
  virtualRoomId: null,
  sender: { _id: sender, firstName: sender, lastName: 'Test', online: true, media: [] },
  content: id,
  createdAt: at.toISOString(),
  deleted: false,
  ...(status ? { status } : {}),
});

describe('dayLabel', () => {
  it('says Today, Yesterday, then the date, with the year only when it is another', () => {
    expect(dayLabel(new Date(2026, 4, 20, 0, 1), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 4, 19, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 4, 11, 9), now)).toBe('Monday 11 May');
    expect(dayLabel(new Date(2025, 11, 31, 9), now)).toBe('Wednesday 31 December 2025');
  });
});

describe('messageRows', () => {
  const history = [
    msg('a1', 'ann', new Date(2026, 4, 19, 9)),
    msg('a2', 'ann', new Date(2026, 4, 19, 9, 1)),
    msg('a3', 'ann', new Date(2026, 4, 20, 8)),
    msg('m1', 'me', new Date(2026, 4, 20, 8, 5)),
    msg('b1', 'bob', new Date(2026, 4, 20, 8, 6)),
    msg('b2', 'bob', new Date(2026, 4, 20, 8, 7)),
    msg('m2', 'me', new Date(2026, 4, 20, 8, 8), 'sending'),
  ];
  const shape = (rows: ReturnType<typeof messageRows>) =>
    rows.map((r) =>
      r.kind === 'message'
        ? `${r.message._id}${r.own ? ' own' : ''}${r.startsRun ? ' first' : ''}`
        : r.kind === 'day'
          ? `-- ${r.label}`
          : '-- New messages',
    );

  it('separates days, tells own messages apart and starts a run at each change of sender', () => {
    expect(shape(messageRows(history, 'me', null, now))).toEqual([
      '-- Yesterday',
      'a1 first',
      'a2',
      '-- Today',
      'a3 first',
      'm1 own first',
      'b1 first',
      'b2',
      'm2 own first',
    ]);
  });

  it('puts the unread divider before the first of the unread messages from others', () => {
    const from = firstUnreadId(history, 2, 'me');
    expect(from).toBe('b1');
    expect(shape(messageRows(history, 'me', from, now)).slice(5, 8)).toEqual([
      'm1 own first',
      '-- New messages',
      'b1 first',
    ]);
    // Own and pending messages are never unread; more unread than loaded places no divider.
    expect(firstUnreadId(history, 3, 'me')).toBe('a3');
    expect(firstUnreadId(history, 9, 'me')).toBeNull();
    expect(firstUnreadId(history, 0, 'me')).toBeNull();
  });
});
