// Who may do what to an item of a discussion (a news comment, a community post or response, a
// journal club comment). Pure functions, so the rules are tested without a database; each
// module's policy adds who its moderators are.

/** The part of the session user the rules read; `isAdmin` is a site admin. */
export interface DiscussionActor {
  _id: string;
  isAdmin: boolean;
}

/** The part of an item the rules read. */
export interface ItemFacts {
  authorId: string;
  hidden: boolean;
}

/** A hidden item stays visible to its author (to see it is under review) and moderators. */
export const canSeeItem = (actor: DiscussionActor, item: ItemFacts, moderator: boolean): boolean =>
  !item.hidden || actor._id === item.authorId || moderator;

/** Only the author rewords an item: moderators hide or delete, they do not edit. */
export const canEditItem = (actor: DiscussionActor, item: Pick<ItemFacts, 'authorId'>): boolean =>
  actor._id === item.authorId;

/** The author or a moderator. */
export const canDeleteItem = (
  actor: DiscussionActor,
  item: Pick<ItemFacts, 'authorId'>,
  moderator: boolean,
): boolean => actor._id === item.authorId || moderator;

/** Reporting one's own item makes no sense and would let an author hide it by themselves. */
export const canReportItem = (actor: DiscussionActor, item: Pick<ItemFacts, 'authorId'>): boolean =>
  actor._id !== item.authorId;

/** True when `reportCount` distinct reports reach the discussion's `threshold`. */
export const reportsHideItem = (reportCount: number, threshold: number): boolean =>
  reportCount >= threshold;
