// The zod schemas of endpoints/community/shared.ts, which its types come from.

import { z } from 'zod';
import { MediaSchema } from '../auth';

/** A person as community lists show them. Never e-mail or phone. */
export const CommunityUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  online: z.boolean(),
  /** The avatar first. */
  media: z.array(MediaSchema),
});
export type CommunityUser = z.infer<typeof CommunityUserSchema>;

/**
 * The author as shown to the caller. For an anonymous post seen by anyone but its author and site
 * admins it is {@link ANONYMOUS_AUTHOR}: `_id` null, name 'Anonymous', no title, no avatar.
 */
export const PostAuthorSchema = z.object({
  _id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  media: z.array(MediaSchema),
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;
