import type { home } from '@portal/contract';

// Pure rules of Home, tested without a database.

/** A card is completed once done; otherwise skipping the intro makes it skipped, else new. */
export const guideCardState = (card: {
  completed: boolean;
  introSkipped: boolean;
}): home.GuideCardState => (card.completed ? 'completed' : card.introSkipped ? 'skipped' : 'new');

/** Only paths inside the app may be a card's action: never another site or a script URL. */
export const isInAppPath = (path: string): boolean => /^\/(?![/\\])[\w\-./?=&%]*$/.test(path);
