// The zod schemas of endpoints/community/admin.ts: running channels (issue 48).

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { messages, requiredString } from '../../validation';
import { QueryFlagSchema } from '../news';
import { ContentImageSchema, contentImageUrl } from '../publishing';
import { CHANNEL_KINDS, CHANNEL_VISIBILITIES } from '../../endpoints/community/channels';
import {
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_IMAGE_FOLDER,
  CHANNEL_NAME_MAX_LENGTH,
} from '../../endpoints/community/admin';
import { ChannelSchema } from './channels';
import { id } from './ids';
import { CommunityUserSchema } from './shared';

/** A channel as site admins run it. */
export const AdminChannelSchema = ChannelSchema.pick({
  _id: true,
  name: true,
  description: true,
  kind: true,
  visibility: true,
  allowAnonymous: true,
  imageUrl: true,
  memberCount: true,
  createdAt: true,
}).extend({
  /** ISO time it was archived; null while it runs. */
  archivedAt: z.string().nullable(),
  /** Posts not hidden, whoever may read them. */
  postCount: z.number().int().nonnegative(),
  /** Its active admins (moderators). */
  adminCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type AdminChannel = z.infer<typeof AdminChannelSchema>;

export const AdminChannelListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(CHANNEL_KINDS, { error: 'Invalid kind' }).optional(),
  /** Archived channels too (marked by their `archivedAt`). */
  archived: QueryFlagSchema.optional(),
});
export type AdminChannelListQuery = z.infer<typeof AdminChannelListQuerySchema>;

const description = z
  .string()
  .trim()
  .max(CHANNEL_DESCRIPTION_MAX_LENGTH, { error: messages.max(CHANNEL_DESCRIPTION_MAX_LENGTH) });

/** The channel form (create). */
export const ChannelFormSchema = z.strictObject({
  name: requiredString({ max: CHANNEL_NAME_MAX_LENGTH }),
  description: description.default(''),
  imageUrl: contentImageUrl(CHANNEL_IMAGE_FOLDER),
  kind: z.enum(CHANNEL_KINDS, { error: 'Please choose where the channel shows' }),
  visibility: z.enum(CHANNEL_VISIBILITIES, { error: 'Please choose open or private' }),
  allowAnonymous: z.boolean().default(false),
});
export type ChannelForm = z.input<typeof ChannelFormSchema>;
export type CreateChannelBody = z.infer<typeof ChannelFormSchema>;

/** A change: every field optional; `imageUrl` null removes the picture. */
export const UpdateChannelBodySchema = z.strictObject({
  name: requiredString({ max: CHANNEL_NAME_MAX_LENGTH }).optional(),
  description: description.optional(),
  imageUrl: contentImageUrl(CHANNEL_IMAGE_FOLDER),
  kind: z.enum(CHANNEL_KINDS, { error: 'Please choose where the channel shows' }).optional(),
  visibility: z.enum(CHANNEL_VISIBILITIES, { error: 'Please choose open or private' }).optional(),
  allowAnonymous: z.boolean().optional(),
});
export type UpdateChannelBody = z.infer<typeof UpdateChannelBodySchema>;

/** A channel admin as the admins panel lists them. */
export const ChannelAdminSchema = CommunityUserSchema.omit({ online: true }).extend({
  roleName: z.string(),
  /** When they became a member. */
  joinedAt: z.string(),
});
export type ChannelAdmin = z.infer<typeof ChannelAdminSchema>;

export const AppointChannelAdminBodySchema = z.strictObject({ userId: id('user id') });
export type AppointChannelAdminBody = z.infer<typeof AppointChannelAdminBodySchema>;

export const ChannelAdminParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  userId: id('user id'),
});
export type ChannelAdminParams = z.infer<typeof ChannelAdminParamsSchema>;

export const adminListChannels = {
  query: AdminChannelListQuerySchema,
  response: z.array(AdminChannelSchema),
} satisfies EndpointSchemas;

export const adminGetChannel = {
  params: IdParamsSchema,
  response: AdminChannelSchema,
} satisfies EndpointSchemas;

export const adminCreateChannel = {
  body: ChannelFormSchema,
  response: AdminChannelSchema,
} satisfies EndpointSchemas;

export const adminUpdateChannel = {
  params: IdParamsSchema,
  body: UpdateChannelBodySchema,
  response: AdminChannelSchema,
} satisfies EndpointSchemas;

export const adminArchiveChannel = {
  params: IdParamsSchema,
  response: AdminChannelSchema,
} satisfies EndpointSchemas;

export const adminRestoreChannel = {
  params: IdParamsSchema,
  response: AdminChannelSchema,
} satisfies EndpointSchemas;

export const adminUploadChannelImage = {
  response: ContentImageSchema,
} satisfies EndpointSchemas;

export const adminListChannelAdmins = {
  params: IdParamsSchema,
  response: z.array(ChannelAdminSchema),
} satisfies EndpointSchemas;

export const adminAppointChannelAdmin = {
  params: IdParamsSchema,
  body: AppointChannelAdminBodySchema,
  response: z.array(ChannelAdminSchema),
} satisfies EndpointSchemas;

export const adminRemoveChannelAdmin = {
  params: ChannelAdminParamsSchema,
  response: z.array(ChannelAdminSchema),
} satisfies EndpointSchemas;
