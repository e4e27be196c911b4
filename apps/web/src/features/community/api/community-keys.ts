import type { community } from '@portal/contract';

/** Filters of the channel list (Forums tab). */
export interface ChannelFilters {
  search: string;
  kind: community.ChannelKind | null;
  starred: boolean;
}

/** Filters of a post list: a channel's posts, or the user posts feed. */
export interface PostFilters {
  channelId?: string;
  type?: 'channel' | 'user';
  authorId?: string;
  sort: community.PostSort;
  search: string;
}

/**
 * Query keys of the community cache. Prefixes let one like, join or socket event patch every
 * cached list page and the record itself at once.
 */
export const communityKeys = {
  all: ['community'] as const,
  channelsAll: ['community', 'channels'] as const,
  channels: (f: ChannelFilters) =>
    ['community', 'channels', f.search, f.kind ?? 'all', f.starred] as const,
  channel: (id: string) => ['community', 'channel', id] as const,
  membersAll: (channelId: string) => ['community', 'members', channelId] as const,
  members: (channelId: string, status: community.MemberStatus, search: string) =>
    ['community', 'members', channelId, status, search] as const,
  postsAll: ['community', 'posts'] as const,
  posts: (f: PostFilters) =>
    [
      'community',
      'posts',
      f.channelId ?? '',
      f.type ?? '',
      f.authorId ?? '',
      f.sort,
      f.search,
    ] as const,
  post: (id: string) => ['community', 'post', id] as const,
  responses: (postId: string) => ['community', 'responses', postId] as const,
  peopleAll: ['community', 'people'] as const,
  people: (search: string, initial: string | null = null) =>
    ['community', 'people', search, initial] as const,
  starredUsers: ['community', 'starred-users'] as const,
  admins: (search: string) => ['community', 'admins', search] as const,
  user: (id: string) => ['community', 'user', id] as const,
  moderationAll: ['community', 'moderation'] as const,
  /** A channel's review list, or (null) the one across every channel the caller admins. */
  moderation: (channelId: string | null) =>
    ['community', 'moderation', channelId ?? 'all'] as const,
  /** The caller's own channels (getUserChannelList), to know whether they admin any. */
  myChannels: ['community', 'my-channels'] as const,
};
