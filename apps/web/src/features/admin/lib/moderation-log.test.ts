import { describe, expect, it } from 'vitest';
import type { community } from '@portal/contract';
import { moderationLogRow } from './moderation-log';

const entry = (over: Partial<community.ModerationLogEntry> = {}): community.ModerationLogEntry => ({
  _id: 'e1',
  action: 'hidePost',
  actor: {
    _id: 'u1',
    firstName: 'Priya',
    lastName: 'Shah',
    title: null,
    online: false,
    media: [],
  },
  channel: { _id: 'c1', name: 'Pain management' },
  targetType: 'post',
  targetId: 'p1',
  createdAt: '2026-06-30T23:30:00.000Z',
  ...over,
});

describe('moderationLogRow', () => {
  it('names the action, the moderator, what in which channel, and when in UK time', () => {
    expect(moderationLogRow(entry())).toEqual({
      action: 'Hid a post',
      who: 'Priya Shah',
      what: 'A post in Pain management',
      // British Summer Time: past midnight in London.
      when: '1 Jul 2026, 00:30',
    });
  });

  it('says a hide by reports was automatic, and reads a winter time as GMT', () => {
    const row = moderationLogRow(
      entry({
        action: 'autoHideResponse',
        actor: null,
        targetType: 'response',
        createdAt: '2026-01-15T09:05:00.000Z',
      }),
    );
    expect(row).toMatchObject({
      action: 'Hid a response after reports',
      who: 'Automatic',
      what: 'A response in Pain management',
      when: '15 Jan 2026, 09:05',
    });
  });

  it('names what was changed without a channel when the entry has none', () => {
    expect(moderationLogRow(entry({ channel: null, targetType: 'member' })).what).toBe('A member');
  });
});
