import { and, asc, eq, ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, pageOf, totalOver, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { isPublished } from '../../db/published';
import { guideCardCompletions, guideCards, guideIntroSkips } from '../../db/schema';

/** A card with what the user has done about it; the service turns that into a state. */
export interface GuideCardRow {
  id: string;
  title: string;
  text: string;
  imageUrl: string | null;
  actionLabel: string;
  actionPath: string;
  position: number;
  doneWhen: string | null;
  completed: boolean;
  introSkipped: boolean;
}

/** Readers see published cards only (decision 91). */
const search = (term?: string) =>
  and(
    isPublished(guideCards.publishedAt),
    term
      ? or(
          ilike(guideCards.title, containsPattern(term)),
          ilike(guideCards.text, containsPattern(term)),
        )
      : undefined,
  );

/** Onboarding cards and each user's progress through them. */
export function createGuideCardsRepository(db: Db) {
  const prepared = preparedOnce();
  const columns = (userId: string | SQLWrapper) => ({
    id: guideCards.id,
    title: guideCards.title,
    text: guideCards.text,
    imageUrl: guideCards.imageUrl,
    actionLabel: guideCards.actionLabel,
    actionPath: guideCards.actionPath,
    position: guideCards.position,
    doneWhen: guideCards.doneWhen,
    // Qualified by hand: inside a subquery Drizzle may print a column without its table.
    completed: sql<boolean>`exists (select 1 from guide_card_completions c where c.card_id = guide_cards.id and c.user_id = ${userId})`,
    // Skipping covers the cards there were then; a card added later is new.
    introSkipped: sql<boolean>`exists (select 1 from guide_intro_skips s where s.user_id = ${userId} and s.skipped_at >= guide_cards.created_at)`,
  });

  return {
    async page(
      userId: string,
      q: { limit: number; skip: number; search?: string | undefined },
    ): Promise<Page<GuideCardRow>> {
      const where = search(q.search);
      const select = (id: string | SQLWrapper) =>
        db
          .select({ ...columns(id), total: totalOver })
          .from(guideCards)
          .where(where)
          .orderBy(asc(guideCards.position), asc(guideCards.id));
      // HOT-PATH EXCEPTION (decision 125): Home's call, with no search, is prepared once.
      const rows = q.search
        ? await select(userId).limit(q.limit).offset(q.skip)
        : await prepared('guide_cards_page', () =>
            select(sql.placeholder('userId'))
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset')),
          ).execute({ userId, limit: q.limit, offset: q.skip });
      return pageOf(
        rows,
        q.skip,
        (r) => r,
        () => countRows(db, guideCards, where),
      );
    },

    async find(userId: string, cardId: string): Promise<GuideCardRow | null> {
      const [row] = await db
        .select(columns(userId))
        .from(guideCards)
        .where(and(eq(guideCards.id, cardId), isPublished(guideCards.publishedAt)));
      return row ?? null;
    },

    /** Records the completion once; repeating it keeps the first time. */
    async complete(userId: string, cardId: string): Promise<void> {
      await db.insert(guideCardCompletions).values({ userId, cardId }).onConflictDoNothing();
    },

    async skipIntro(userId: string): Promise<void> {
      await db.insert(guideIntroSkips).values({ userId }).onConflictDoNothing();
    },

    async insert(card: typeof guideCards.$inferInsert): Promise<string> {
      const [row] = await db.insert(guideCards).values(card).returning({ id: guideCards.id });
      return row!.id;
    },
  };
}

export type GuideCardsRepository = ReturnType<typeof createGuideCardsRepository>;
