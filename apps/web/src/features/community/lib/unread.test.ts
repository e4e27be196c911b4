import { describe, expect, it } from 'vitest';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { applyUnreadEvent } from './unread';

const event = (over: Partial<Parameters<typeof applyUnreadEvent>[1]> = {}) => ({
  channelId: 'c',
  unreadCount: null,
  postId: 'p',
  lastPostAt: '2026-11-20T09:00:00.000Z',
  muted: false,
  ...over,
});

describe('a channelUnread event on a cached channel', () => {
  it('adds a new post to the count of a channel the caller did not mute', () => {
    const c = channelFixture({
      unreadCount: 3,
      postCount: 5,
      lastPostAt: '2026-11-20T08:00:00.000Z',
      membership: membershipFixture(),
    });
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
      lastPostAt: null,
      membership: membershipFixture({ isMuted: true }),
    });
    expect(applyUnreadEvent(c, event())).toMatchObject({ unreadCount: 3, postCount: 6 });
    const byEvent = channelFixture({
      unreadCount: 1,
      lastPostAt: null,
      membership: membershipFixture(),
    });
    expect(applyUnreadEvent(byEvent, event({ muted: true })).unreadCount).toBe(1);
    expect(applyUnreadEvent(c, event({ postId: null, unreadCount: 0 }))).toMatchObject({
      unreadCount: 0,
      postCount: 5,
    });
  });

  it('never counts a post twice: a late event of an older post is left to the next fetch', () => {
    const c = channelFixture({
      unreadCount: 0,
      postCount: 5,
      lastPostAt: '2026-11-20T08:00:00.000Z',
      membership: membershipFixture(),
    });
    const later = applyUnreadEvent(
      c,
      event({ postId: 'p3', lastPostAt: '2026-11-20T09:00:02.000Z' }),
    );
    const late = applyUnreadEvent(
      later,
      event({ postId: 'p2', lastPostAt: '2026-11-20T09:00:01.000Z' }),
    );
    // p2's event after p3's: p2 is no newer than the last post held, as if a fetch had it.
    expect(late).toMatchObject({
      unreadCount: 1,
      postCount: 6,
      lastPostAt: '2026-11-20T09:00:02.000Z',
    });
  });

  it('changes nothing for a post the channel was fetched with', () => {
    const c = channelFixture({
      unreadCount: 2,
      postCount: 5,
      lastPostAt: '2026-11-20T09:00:00.000Z',
      membership: membershipFixture(),
    });
    expect(applyUnreadEvent(c, event())).toBe(c);
  });
});
