import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from './messages';
import { dayLabel, firstUnreadId, messageRows } from './message-rows';

/** Today in London in these tests. */
const today = '2026-05-20';
/** An instant given as London's wall clock in May (British Summer Time, UTC+1). */
const bst = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 4, day, hour - 1, minute));
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
    expect(dayLabel(bst(20, 0, 1), today)).toBe('Today');
    expect(dayLabel(bst(19, 23, 59), today)).toBe('Yesterday');
    expect(dayLabel(bst(11, 9), today)).toBe('Monday 11 May');
    expect(dayLabel(new Date(Date.UTC(2025, 11, 31, 9)), today)).toBe('Wednesday 31 December 2025');
    expect(dayLabel(new Date(Date.UTC(2025, 11, 31, 9)), '2026-01-01')).toBe('Yesterday');
  });

  it('puts a message on London’s day, whatever the zone of the machine', () => {
    // 23:30 UTC on 19 May is 00:30 on 20 May in London.
    expect(dayLabel('2026-05-19T23:30:00.000Z', today)).toBe('Today');
  });

  it('writes the whole date in a first render, which has no today', () => {
    expect(dayLabel(bst(20, 8), null)).toBe('Wednesday 20 May 2026');
  });
});

describe('messageRows', () => {
  const history = [
    msg('a1', 'ann', bst(19, 9)),
    msg('a2', 'ann', bst(19, 9, 1)),
    msg('a3', 'ann', bst(20, 8)),
    msg('m1', 'me', bst(20, 8, 5)),
    msg('b1', 'bob', bst(20, 8, 6)),
    msg('b2', 'bob', bst(20, 8, 7)),
    msg('m2', 'me', bst(20, 8, 8), 'sending'),
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
    expect(shape(messageRows(history, 'me', null, today))).toEqual([
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
    expect(shape(messageRows(history, 'me', from, today)).slice(5, 8)).toEqual([
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
