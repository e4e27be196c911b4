// What channels, people, posts, responses and moderation share: limits, roles and statuses, and
// how people and authors are shown.

import type { PostAuthor } from '../../schemas/community/shared';

export type * from '../../schemas/community/shared';

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

/** `visible`, or `hidden` (three reports, or a moderator): seen only by its author and moderators. */
export const ITEM_STATUSES = ['visible', 'hidden'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The author of an anonymous post as anyone but its author and site admins sees them. */
export const ANONYMOUS_AUTHOR: PostAuthor = {
  _id: null,
  firstName: 'Anonymous',
  lastName: '',
  title: null,
  media: [],
};
