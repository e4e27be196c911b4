// People of the community: a channel's members and join requests, a member's public profile,
// the Admins tab.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/community/people';

export type * from '../../schemas/community/people';

export const getChannelMembers = defineEndpoint<typeof s.getChannelMembers>()({
  method: 'GET',
  path: '/api/community/channel/userList/:community',
  summary:
    'Members of a channel with roles, admins first; its admins may list pending requests or removed members. Private channels: members only.',
  access: 'user',
  module: 'forum',
});

export const getUserDetails = defineEndpoint<typeof s.getUserDetails>()({
  method: 'GET',
  path: '/api/community/channel/getUserDetails',
  summary:
    'A member’s public profile: name, title, role, work places, biography, online, channels. Never e-mail or phone.',
  access: 'user',
  module: 'forum',
});

export const getCommunityAdmins = defineEndpoint<typeof s.getCommunityAdmins>()({
  method: 'GET',
  path: '/api/community/channel/adminList',
  summary:
    'The Admins tab: site admins and channel admins with the channels they run; search by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
});
