// People of the community: a channel's members and join requests, a member's public profile,
// the Admins tab.
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ListQuerySchema } from '../../envelope';
import { id } from './ids';
import { CommunityUserSchema, MEMBER_ROLES, MEMBER_STATUSES } from './shared';

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

export const getChannelMembers = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/userList/:community',
  summary:
    'Members of a channel with roles, admins first; its admins may list pending requests or removed members. Private channels: members only.',
  access: 'user',
  module: 'forum',
  params: z.object({ community: id('channel id') }),
  query: ChannelMemberListQuerySchema,
  response: z.array(ChannelMemberSchema),
});

export const getUserDetails = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/getUserDetails',
  summary:
    'A member’s public profile: name, title, role, work places, biography, online, channels. Never e-mail or phone.',
  access: 'user',
  module: 'forum',
  query: z.object({ userId: id('user id') }),
  response: UserDetailsSchema,
});

export const getCommunityAdmins = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/adminList',
  summary:
    'The Admins tab: site admins and channel admins with the channels they run; search by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(CommunityAdminSchema),
});
