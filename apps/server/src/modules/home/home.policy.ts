import type { home } from '@portal/contract';

// Pure rules of Home, tested without a database.

/** What can already do a card's action for a user (the `done_when` of a card). */
export type GuideCardGoal = 'self-certified';

/** True when the user has already done what the card asks, by its `doneWhen`. */
export const guideCardGoalMet = (
  goal: string | null,
  user: { isSelfCertificated: boolean },
): boolean => goal === 'self-certified' && user.isSelfCertificated;

/**
 * A card is completed once marked done or once its action is done (a self-certified user has
 * nothing left to do on "Self-certify"); otherwise skipping the intro makes it skipped, else new.
 */
export const guideCardState = (card: {
  completed: boolean;
  introSkipped: boolean;
  goalMet?: boolean;
}): home.GuideCardState =>
  card.completed || card.goalMet ? 'completed' : card.introSkipped ? 'skipped' : 'new';

/** Only paths inside the app may be a card's action: never another site or a script URL. */
export const isInAppPath = (path: string): boolean => /^\/(?![/\\])[\w\-./?=&%]*$/.test(path);
