// The zod schemas of endpoints/community/channels.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { QueryFlagSchema } from '../news';
import { id } from './ids';
import { MEMBER_ROLES, MEMBER_STATUSES } from '../../endpoints/community/shared';
import { CHANNEL_KINDS, CHANNEL_VISIBILITIES } from '../../endpoints/community/channels';
import type { EndpointSchemas } from '../../endpoint';

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
  /** Its picture, set by site admins; null for none. */
  imageUrl: z.string().nullable(),
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

export const getChannels = {
  query: ChannelListQuerySchema,
  response: z.array(ChannelSchema),
} satisfies EndpointSchemas;

export const getChannel = {
  params: IdParamsSchema,
  response: ChannelSchema,
} satisfies EndpointSchemas;

export const getUserChannels = {
  query: ListQuerySchema,
  response: z.array(ChannelSchema),
} satisfies EndpointSchemas;

export const channelAction = {
  body: ChannelActionBodySchema,
  response: ChannelSchema,
} satisfies EndpointSchemas;

export const sendJoinRequest = {
  body: ChannelBodySchema,
  response: ChannelSchema,
} satisfies EndpointSchemas;

export const leaveChannel = {
  body: ChannelBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const getAdditionalInfo = {
  body: AdditionalInfoBodySchema,
  response: z.array(ChannelNewPostsSchema),
} satisfies EndpointSchemas;

export const updateTime = {
  body: ChannelBodySchema,
  response: ChannelNewPostsSchema,
} satisfies EndpointSchemas;

export const updateChannelSettings = {
  body: ChannelSettingsBodySchema,
  response: ChannelSchema,
} satisfies EndpointSchemas;
