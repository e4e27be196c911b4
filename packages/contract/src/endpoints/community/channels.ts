// Channels: the list, one channel, the caller's membership and its flags, settings and unread
// counts.
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { QueryFlagSchema } from '../news';
import { id } from './ids';
import { MEMBER_ROLES, MEMBER_STATUSES } from './shared';

/** `forum` channels show under Community, `education` ones under Education's forums. */
export const CHANNEL_KINDS = ['forum', 'education'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * `open`: anyone reads it, and joining is immediate. `private`: its posts, responses and members
 * are 403 to non-members; joining is a request a channel admin approves or rejects.
 */
export const CHANNEL_VISIBILITIES = ['open', 'private'] as const;
export type ChannelVisibility = (typeof CHANNEL_VISIBILITIES)[number];

/** The caller's own membership of a channel (null when they have none). */
export const MembershipSchema = z.object({
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  isStarred: z.boolean(),
  isMuted: z.boolean(),
  /** When the caller last opened the channel (updateTime); null before the first visit. */
  lastReadAt: z.string().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const ChannelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  visibility: z.enum(CHANNEL_VISIBILITIES),
  /** Members may post anonymously (set by the channel's admins). */
  allowAnonymous: z.boolean(),
  /** Active members. */
  memberCount: z.number().int().nonnegative(),
  /** Posts the caller can see the count of (visible ones). */
  postCount: z.number().int().nonnegative(),
  lastPostAt: z.string().nullable(),
  membership: MembershipSchema.nullable(),
  /** Posts by others since the caller's lastReadAt (all of them before the first visit); 0 for non-members. */
  unreadCount: z.number().int().nonnegative(),
  /** The caller may approve, reject and remove members, pin, hide and change settings. */
  isAdmin: z.boolean(),
  /** Join requests waiting for a decision; counted for the channel's admins only, else 0. */
  pendingRequestCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** `GET community/channel/get`: search in name and description; filters; name order. */
export const ChannelListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(CHANNEL_KINDS).optional(),
  visibility: z.enum(CHANNEL_VISIBILITIES).optional(),
  /** Only channels the caller starred. */
  starred: QueryFlagSchema.optional(),
});
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;

/**
 * What `POST community/channel/action` does to a channel (`channelId`):
 * - `star` / `unstar`, `mute` / `unmute`: the caller's own flags (members only; idempotent);
 *   starred channels are also listed by `community/channelStarred/get`;
 * - `approve`: a channel admin (or site admin) lets `userId` in — a pending request, or a
 *   removed member back; `reject`: turns a pending request down (the person cannot ask again);
 *   `remove`: takes an active member out (not the last admin).
 */
export const CHANNEL_ACTIONS = [
  'star',
  'unstar',
  'mute',
  'unmute',
  'approve',
  'reject',
  'remove',
] as const;
export type ChannelAction = (typeof CHANNEL_ACTIONS)[number];

export const ChannelActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(['star', 'unstar', 'mute', 'unmute']),
    channelId: id('channel id'),
  }),
  z.strictObject({
    action: z.enum(['approve', 'reject', 'remove']),
    channelId: id('channel id'),
    userId: id('user id'),
  }),
]);
export type ChannelActionBody = z.infer<typeof ChannelActionBodySchema>;

export const ChannelBodySchema = z.strictObject({ channelId: id('channel id') });
export type ChannelBody = z.infer<typeof ChannelBodySchema>;

/** Channel admins' settings; a field left out stays as it is. */
export const ChannelSettingsBodySchema = z.strictObject({
  channelId: id('channel id'),
  allowAnonymous: z.boolean().optional(),
  description: z
    .string()
    .trim()
    .max(1000, { error: 'This field must be 1000 characters or less' })
    .optional(),
});
export type ChannelSettingsBody = z.infer<typeof ChannelSettingsBodySchema>;

/** New posts per channel since the caller's last visit (their active channels). */
export const ChannelNewPostsSchema = z.object({
  channelId: z.string(),
  newPostCount: z.number().int().nonnegative(),
  lastReadAt: z.string().nullable(),
  lastPostAt: z.string().nullable(),
});
export type ChannelNewPosts = z.infer<typeof ChannelNewPostsSchema>;

export const AdditionalInfoBodySchema = z.strictObject({
  /** Only these channels; all of the caller's active channels when left out. */
  channelIds: z.array(id('channel id')).max(200).optional(),
});
export type AdditionalInfoBody = z.infer<typeof AdditionalInfoBodySchema>;

export const getChannels = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/get',
  summary:
    'All channels (forum and education, open and private) with member and post counts, the caller’s membership and unread count; search in name and description; by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ChannelListQuerySchema,
  response: z.array(ChannelSchema),
});

export const getChannel = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/get/:id',
  summary: 'One channel (its description is public; a private channel’s content is not).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: ChannelSchema,
});

export const getUserChannels = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/getUserChannelList',
  summary:
    'The caller’s channels (active memberships), latest post first, with unread counts; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(ChannelSchema),
});

export const channelAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/action',
  summary:
    'star, unstar, mute, unmute (own flags, members only); approve, reject, remove a member (the channel’s admins or site admins). Returns the channel.',
  access: 'user',
  module: 'forum',
  body: ChannelActionBodySchema,
  response: ChannelSchema,
});

export const sendJoinRequest = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/sendJoinRequest',
  summary:
    'Join an open channel at once, or ask to join a private one (pending until a channel admin decides). A removed member gets 403. Returns the channel.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: ChannelSchema,
});

export const leaveChannel = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/leave',
  summary: 'Leave a channel, or withdraw a pending request.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: z.null(),
});

export const getAdditionalInfo = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/additionalInfo',
  summary: 'New posts since the caller’s last visit, per channel of theirs.',
  access: 'user',
  module: 'forum',
  body: AdditionalInfoBodySchema,
  response: z.array(ChannelNewPostsSchema),
});

export const updateTime = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/updateTime',
  summary:
    'Mark a channel read now (members); the caller’s other devices get channelUnread with 0.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: ChannelNewPostsSchema,
});

export const updateChannelSettings = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/settings',
  summary:
    'Channel admins (or site admins): allow or forbid anonymous posting, change the description.',
  access: 'user',
  module: 'forum',
  body: ChannelSettingsBodySchema,
  response: ChannelSchema,
});
