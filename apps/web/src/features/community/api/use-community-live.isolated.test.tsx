import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { community } from '@portal/contract';
import { channelFixture, membershipFixture } from '../test/community-fixtures';
import { communityKeys } from './community-keys';
import { useCommunityLive } from './use-community-live';

// The hook on a stand-in socket: what the server's `channelPosts` (several posts in one event,
// decision 129) and `channelUnread` do to the cached channels.
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../../../shared/socket/socket-connection', () => ({
  onSocket: (attach: (socket: unknown) => () => void) =>
    attach({
      on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
      off: (event: string) => handlers.delete(event),
    }),
}));

const EVENTS = community.COMMUNITY_SOCKET_EVENTS;
const post = (channelId: string, postId: string, minute: number, muted = false) => ({
  channelId,
  unreadCount: null,
  postId,
  lastPostAt: `2026-11-20T09:0${minute}:00.000Z`,
  muted,
});

function setUp() {
  const client = new QueryClient();
  for (const id of ['a', 'b']) {
    client.setQueryData(
      communityKeys.channel(id),
      channelFixture({
        _id: id,
        unreadCount: 1,
        postCount: 4,
        lastPostAt: '2026-11-20T08:00:00.000Z',
        membership: membershipFixture(),
      }),
    );
  }
  const onNewPost = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCommunityLive(onNewPost), { wrapper });
  const cached = (id: string) => client.getQueryData<community.Channel>(communityKeys.channel(id));
  return { onNewPost, cached, hook };
}

describe('useCommunityLive', () => {
  it('counts every post of a channelPosts event and tells each channel of new posts once', () => {
    const { onNewPost, cached } = setUp();
    act(() =>
      handlers.get(EVENTS.channelPosts)!([
        post('a', 'p1', 1),
        post('b', 'p2', 2),
        post('a', 'p3', 3),
      ]),
    );
    expect(cached('a')).toMatchObject({ unreadCount: 3, postCount: 6 });
    expect(cached('a')?.lastPostAt).toBe('2026-11-20T09:03:00.000Z');
    expect(cached('b')).toMatchObject({ unreadCount: 2, postCount: 5 });
    expect(onNewPost.mock.calls).toEqual([['a'], ['b']]);
  });

  it('clears a channel read on another device, and ignores an event it cannot read', () => {
    const { onNewPost, cached, hook } = setUp();
    act(() => handlers.get(EVENTS.channelPosts)!({ not: 'a list' }));
    act(() =>
      handlers.get(EVENTS.channelUnread)!({
        channelId: 'b',
        unreadCount: 0,
        postId: null,
        lastPostAt: null,
        muted: false,
      }),
    );
    expect(cached('a')).toMatchObject({ unreadCount: 1, postCount: 4 });
    expect(cached('b')).toMatchObject({ unreadCount: 0 });
    expect(onNewPost).not.toHaveBeenCalled();
    hook.unmount();
    expect(handlers.has(EVENTS.channelPosts)).toBe(false);
  });
});
