import type { ListQuery, home } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import { safeImageUrl } from '../../infra/rich-text';
import type { SessionUser } from '../../http/session';
import type { GuideCardRow, GuideCardsRepository } from './guide-cards.repository';
import { guideCardGoalMet, guideCardState, isInAppPath } from './home.policy';

const toGuideCard = (r: GuideCardRow, user: SessionUser): home.GuideCard => ({
  _id: r.id,
  title: r.title,
  text: r.text,
  imageUrl: safeImageUrl(r.imageUrl),
  actionLabel: r.actionLabel,
  // Only a path inside the app: a stored '//elsewhere' must not become a link away.
  actionPath: isInAppPath(r.actionPath) ? r.actionPath : '/home',
  position: r.position,
  // Decided here, not by the client: a card whose action the user has done is done.
  state: guideCardState({ ...r, goalMet: guideCardGoalMet(r.doneWhen, user) }),
});

/** Onboarding cards; every user's progress is their own. */
export function createGuideCardsService(repo: GuideCardsRepository) {
  return {
    async list(user: SessionUser, q: ListQuery): Promise<Page<home.GuideCard>> {
      const page = await repo.page(user._id, q);
      return { rows: page.rows.map((r) => toGuideCard(r, user)), total: page.total };
    },

    async complete(user: SessionUser, cardId: string): Promise<home.GuideCard> {
      if (!(await repo.find(user._id, cardId))) throw notFound('Guide card');
      await repo.complete(user._id, cardId);
      return toGuideCard((await repo.find(user._id, cardId))!, user);
    },

    skipIntro: (user: SessionUser) => repo.skipIntro(user._id),
  };
}

export type GuideCardsService = ReturnType<typeof createGuideCardsService>;
