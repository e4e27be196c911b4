// Channels: the list, one channel, the caller's membership and its flags, settings and unread
// counts.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/community/channels';

export type * from '../../schemas/community/channels';

/** `forum` channels show under Community, `education` ones under Education's forums. */
export const CHANNEL_KINDS = ['forum', 'education'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * `open`: anyone reads it, and joining is immediate. `private`: its posts, responses and members
 * are 403 to non-members; joining is a request a channel admin approves or rejects.
 */
export const CHANNEL_VISIBILITIES = ['open', 'private'] as const;
export type ChannelVisibility = (typeof CHANNEL_VISIBILITIES)[number];

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

export const getChannels = defineEndpoint<typeof s.getChannels>()({
  method: 'GET',
  path: '/api/community/channel/get',
  summary:
    'All channels (forum and education, open and private) with member and post counts, the caller’s membership and unread count; search in name and description; by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
});

export const getChannel = defineEndpoint<typeof s.getChannel>()({
  method: 'GET',
  path: '/api/community/channel/get/:id',
  summary: 'One channel (its description is public; a private channel’s content is not).',
  access: 'user',
  module: 'forum',
});

export const getUserChannels = defineEndpoint<typeof s.getUserChannels>()({
  method: 'GET',
  path: '/api/community/channel/getUserChannelList',
  summary:
    'The caller’s channels (active memberships), latest post first, with unread counts; total in option[0].count.',
  access: 'user',
  module: 'forum',
});

export const channelAction = defineEndpoint<typeof s.channelAction>()({
  method: 'POST',
  path: '/api/community/channel/action',
  summary:
    'star, unstar, mute, unmute (own flags, members only); approve, reject, remove a member (the channel’s admins or site admins). Returns the channel.',
  access: 'user',
  module: 'forum',
});

export const sendJoinRequest = defineEndpoint<typeof s.sendJoinRequest>()({
  method: 'POST',
  path: '/api/community/channel/sendJoinRequest',
  summary:
    'Join an open channel at once, or ask to join a private one (pending until a channel admin decides). A removed member gets 403. Returns the channel.',
  access: 'user',
  module: 'forum',
});

export const leaveChannel = defineEndpoint<typeof s.leaveChannel>()({
  method: 'POST',
  path: '/api/community/channel/leave',
  summary: 'Leave a channel, or withdraw a pending request.',
  access: 'user',
  module: 'forum',
});

export const getAdditionalInfo = defineEndpoint<typeof s.getAdditionalInfo>()({
  method: 'POST',
  path: '/api/community/channel/additionalInfo',
  summary: 'New posts since the caller’s last visit, per channel of theirs.',
  access: 'user',
  module: 'forum',
});

export const updateTime = defineEndpoint<typeof s.updateTime>()({
  method: 'POST',
  path: '/api/community/channel/updateTime',
  summary:
    'Mark a channel read now (members); the caller’s other devices get channelUnread with 0.',
  access: 'user',
  module: 'forum',
});

export const updateChannelSettings = defineEndpoint<typeof s.updateChannelSettings>()({
  method: 'POST',
  path: '/api/community/channel/settings',
  summary:
    'Channel admins (or site admins): allow or forbid anonymous posting, change the description.',
  access: 'user',
  module: 'forum',
});
