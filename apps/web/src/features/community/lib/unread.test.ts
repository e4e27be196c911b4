import { describe, expect, it } from 'vitest';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { applyUnreadEvent } from './unread';

const event = (over: Partial<Parameters<typeof applyUnreadEvent>[1]> = {}) => ({
  channelId: 'c',
  unreadCount: 4,
  postId: 'p',
  lastPostAt: '2026-11-20T09:00:00.000Z',
  muted: false,
  ...over,
});

describe('a channelUnread event on a cached channel', () => {
  it('raises the badge of a channel the caller did not mute', () => {
    const c = channelFixture({ unreadCount: 3, postCount: 5, membership: membershipFixture() });
    expect(applyUnreadEvent(c, event())).toMatchObject({
      unreadCount: 4,
      postCount: 6,
      lastPostAt: '2026-11-20T09:00:00.000Z',
    });
  });

  it('does not raise a muted channel’s badge live, but still clears it on a read elsewhere', () => {
    const c = channelFixture({
      unreadCount: 3,
      postCount: 5,
      membership: membershipFixture({ isMuted: true }),
    });
    expect(applyUnreadEvent(c, event())).toMatchObject({ unreadCount: 3, postCount: 6 });
    const byEvent = channelFixture({ unreadCount: 1, membership: membershipFixture() });
    expect(applyUnreadEvent(byEvent, event({ muted: true })).unreadCount).toBe(1);
    expect(applyUnreadEvent(c, event({ postId: null, unreadCount: 0 }))).toMatchObject({
      unreadCount: 0,
      postCount: 5,
    });
  });

  it('keeps the newer count when a post’s event comes after a later post’s', () => {
    const c = channelFixture({ unreadCount: 0, postCount: 5, membership: membershipFixture() });
    const later = applyUnreadEvent(
      c,
      event({ postId: 'p3', unreadCount: 3, lastPostAt: '2026-11-20T09:00:02.000Z' }),
    );
    const late = applyUnreadEvent(
      later,
      event({ postId: 'p2', unreadCount: 2, lastPostAt: '2026-11-20T09:00:01.000Z' }),
    );
    expect(late).toMatchObject({
      unreadCount: 3,
      postCount: 7,
      lastPostAt: '2026-11-20T09:00:02.000Z',
    });
  });
});
