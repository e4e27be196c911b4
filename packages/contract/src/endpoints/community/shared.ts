// What channels, people, posts, responses and moderation share: limits, roles and statuses, and
// how people and authors are shown.
import { z } from 'zod';
import { MediaSchema } from '../auth';

/** A post or response reported by this many different members is hidden pending review. */
export const COMMUNITY_REPORT_HIDE_THRESHOLD = 3;
/** Longest post title, in characters. */
export const POST_TITLE_MAX_LENGTH = 200;
/** Longest post or response body (HTML, before cleaning), in characters. */
export const POST_BODY_MAX_LENGTH = 20000;
export const RESPONSE_BODY_MAX_LENGTH = 5000;

export const MEMBER_ROLES = ['member', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * `pending`: asked to join a private channel; `active`: a member; `removed`: removed by a
 * channel admin (or a rejected request) — such a person cannot ask to join again, only an admin
 * can let them back in (`approve`).
 */
export const MEMBER_STATUSES = ['pending', 'active', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

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

export const ANONYMOUS_AUTHOR: PostAuthor = {
  _id: null,
  firstName: 'Anonymous',
  lastName: '',
  title: null,
  media: [],
};

/** `visible`, or `hidden` (three reports, or a moderator): seen only by its author and moderators. */
export const ITEM_STATUSES = ['visible', 'hidden'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
