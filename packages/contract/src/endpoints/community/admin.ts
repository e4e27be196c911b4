// Running channels (issue 48): site admins create, edit, archive and restore community channels
// (forums and Education's forums), give each its picture and appoint its admins. Admins only.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/community/admin';

export type * from '../../schemas/community/admin';

export const CHANNEL_NAME_MAX_LENGTH = 80;
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 1000;
/** The upload folder of channels' pictures (`/uploads/channels/<uuid>.webp`). */
export const CHANNEL_IMAGE_FOLDER = 'channels';
/** A name another channel has (names are unique whatever their case). */
export const CHANNEL_NAME_TAKEN = 'A channel with this name already exists.';

export const adminListChannels = defineEndpoint<typeof s.adminListChannels>()({
  method: 'GET',
  path: '/api/admin/community-channels',
  summary:
    'Every channel by name with its member, post and admin counts; search in name and description; `kind` filter; archived ones only with `archived=true`; total in option[0].count. Admins only.',
  access: 'user',
  admin: true,
});

export const adminGetChannel = defineEndpoint<typeof s.adminGetChannel>()({
  method: 'GET',
  path: '/api/admin/community-channels/:id',
  summary: 'One channel as admins see it, archived or not. Admins only.',
  access: 'user',
  admin: true,
});

export const adminCreateChannel = defineEndpoint<typeof s.adminCreateChannel>()({
  method: 'POST',
  path: '/api/admin/community-channels',
  summary:
    'Add a channel: name (unique), description, picture, open or private, anonymous posting, and its section (`forum`: Community, `education`: Education’s forums); audited. Admins only.',
  access: 'user',
  admin: true,
});

export const adminUpdateChannel = defineEndpoint<typeof s.adminUpdateChannel>()({
  method: 'PATCH',
  path: '/api/admin/community-channels/:id',
  summary:
    'Change a channel; a field left out stays, `imageUrl` null removes it; audited. Admins only.',
  access: 'user',
  admin: true,
});

export const adminArchiveChannel = defineEndpoint<typeof s.adminArchiveChannel>()({
  method: 'POST',
  path: '/api/admin/community-channels/:id/archive',
  summary:
    'Archive a channel: it leaves every member’s list and nobody can post or respond in it; its posts and members are kept. Audited. Admins only.',
  access: 'user',
  admin: true,
});

export const adminRestoreChannel = defineEndpoint<typeof s.adminRestoreChannel>()({
  method: 'POST',
  path: '/api/admin/community-channels/:id/restore',
  summary: 'Bring an archived channel back, as it was; audited. Admins only.',
  access: 'user',
  admin: true,
});

export const adminUploadChannelImage = defineEndpoint<typeof s.adminUploadChannelImage>()({
  method: 'POST',
  path: '/api/admin/community-channels/image',
  summary:
    'Upload a channel’s picture (multipart field `file`): JPEG, PNG or WebP checked by content; stored as WebP. Send the answer’s `imageUrl` as the channel’s. Admins only.',
  access: 'user',
  admin: true,
});

export const adminListChannelAdmins = defineEndpoint<typeof s.adminListChannelAdmins>()({
  method: 'GET',
  path: '/api/admin/community-channels/:id/admins',
  summary: 'The channel’s admins (its moderators), by name. Admins only.',
  access: 'user',
  admin: true,
});

export const adminAppointChannelAdmin = defineEndpoint<typeof s.adminAppointChannelAdmin>()({
  method: 'POST',
  path: '/api/admin/community-channels/:id/admins',
  summary:
    'Make a person an admin of the channel: a member, someone who asked to join or was removed, or anyone else (made an active member); audited. Admins only.',
  access: 'user',
  admin: true,
});

export const adminRemoveChannelAdmin = defineEndpoint<typeof s.adminRemoveChannelAdmin>()({
  method: 'DELETE',
  path: '/api/admin/community-channels/:id/admins/:userId',
  summary: 'Take a channel admin’s role away; they stay a member. Audited. Admins only.',
  access: 'user',
  admin: true,
});
