// The zod schemas of endpoints/community/people.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { ListQuerySchema } from '../../envelope';
import { id } from './ids';
import { CommunityUserSchema } from './shared';
import { MEMBER_ROLES, MEMBER_STATUSES } from '../../endpoints/community/shared';
import type { EndpointSchemas } from '../../endpoint';

/** A channel's member (or a join request: status `pending`). `_id` is the user's id. */
export const ChannelMemberSchema = CommunityUserSchema.extend({
  /** The person's role on the site (Pharmacist, Admin...), not their title. */
  roleName: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  /** The membership row's id (a join request's id in the moderation list). */
  membershipId: z.string(),
  joinedAt: z.string(),
});
export type ChannelMember = z.infer<typeof ChannelMemberSchema>;

/**
 * `GET community/channel/userList/{community}`: active members, admins first then by name;
 * search by name. A channel's admins (and site admins) may ask for `status=pending` (join
 * requests) or `removed`; anyone else asking for those gets 403.
 */
export const ChannelMemberListQuerySchema = ListQuerySchema.extend({
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type ChannelMemberListQuery = z.infer<typeof ChannelMemberListQuerySchema>;

/** A member's public profile (what `/contact/detail/{id}` shows): never e-mail or phone. */
export const UserDetailsSchema = CommunityUserSchema.extend({
  roleName: z.string(),
  biography: z.string().nullable(),
  isSiteAdmin: z.boolean(),
  workplaces: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      position: z.string(),
      town: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  /** Channels the person is an active member of that the caller can see exist (all). */
  channels: z.array(z.object({ _id: z.string(), name: z.string(), role: z.enum(MEMBER_ROLES) })),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Someone the Admins tab lists: a site admin, or an admin of one or more channels. */
export const CommunityAdminSchema = CommunityUserSchema.extend({
  roleName: z.string(),
  isSiteAdmin: z.boolean(),
  /** Channels they are an admin of. */
  channels: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type CommunityAdmin = z.infer<typeof CommunityAdminSchema>;

export const getChannelMembers = {
  params: z.object({ community: id('channel id') }),
  query: ChannelMemberListQuerySchema,
  response: z.array(ChannelMemberSchema),
} satisfies EndpointSchemas;

export const getUserDetails = {
  query: z.object({ userId: id('user id') }),
  response: UserDetailsSchema,
} satisfies EndpointSchemas;

export const getCommunityAdmins = {
  query: ListQuerySchema,
  response: z.array(CommunityAdminSchema),
} satisfies EndpointSchemas;
