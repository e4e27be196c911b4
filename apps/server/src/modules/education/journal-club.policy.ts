import type { DiscussionActor } from '../../infra/discussion/policy';

// Who may do what in the journal club. Pure functions, so the rules are tested without a database.

/** The part of the session user the rules read; `isAdmin` is a site admin. */
export type Actor = DiscussionActor;

/** A journal club session is changed by the user who started it, or by a site admin. */
export const canEditClub = (actor: Actor, club: { authorId: string }): boolean =>
  actor._id === club.authorId || actor.isAdmin;

/** Hiding and restoring a club comment are moderation: site admins. */
export const canModerateClubComments = (actor: Actor): boolean => actor.isAdmin;
