// The admins' review queue (issue 31, decision 94): everything reported (community posts and
// responses, news and journal club comments) and the contact-us messages, in one list.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/review';

export type * from '../schemas/review';

/** What can be in the queue; also the audit trail's `entity` of each action. */
export const REVIEW_KINDS = [
  'communityPost',
  'communityResponse',
  'newsComment',
  'journalClubComment',
  'contactMessage',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Reported items, or contact messages: the kinds that are reported by members. */
export const REPORTED_KINDS = [
  'communityPost',
  'communityResponse',
  'newsComment',
  'journalClubComment',
] as const satisfies readonly ReviewKind[];

/**
 * `approve`: shown again, its reports cleared. `remove`: gone as its domain removes things (a
 * community post or response is deleted, a comment hidden by a moderator). `handled`: nothing to
 * change (a contact message answered; reports dismissed, the item left as it is).
 */
export const REVIEW_ACTIONS = ['approve', 'remove', 'handled'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The actions each kind takes: a contact message is only ever marked handled. */
export const actionsFor = (kind: ReviewKind): readonly ReviewAction[] =>
  kind === 'contactMessage' ? ['handled'] : REVIEW_ACTIONS;

export const REVIEW_STATES = ['open', 'handled'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const getReviewItems = defineEndpoint<typeof s.getReviewItems>()({
  method: 'GET',
  path: '/api/admin/review-items',
  summary:
    'The review queue: reported posts, responses and comments and contact-us messages, open or handled, newest first; total in option[0].count. Site admins only.',
  access: 'user',
  admin: true,
});

export const reviewAction = defineEndpoint<typeof s.reviewAction>()({
  method: 'PATCH',
  path: '/api/admin/review-items/:kind/:id',
  summary:
    'Approve, remove or mark handled one open entry of the review queue; audited. Site admins only.',
  access: 'user',
  admin: true,
});
