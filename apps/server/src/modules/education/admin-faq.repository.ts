import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { faqQuestions, faqTopics } from '../../db/schema';

export type AdminFaqRecord = typeof faqQuestions.$inferSelect & { topic: string };
export type FaqValues = Partial<
  Pick<
    typeof faqQuestions.$inferInsert,
    'question' | 'answer' | 'position' | 'publishedAt' | 'topicId'
  >
>;

const columns = { question: faqQuestions, topic: faqTopics.name };
const flatten = (r: { question: typeof faqQuestions.$inferSelect; topic: string }) => ({
  ...r.question,
  topic: r.topic,
});

/** FAQ questions as their editor sees them, drafts included; topics made as they are named. */
export function createAdminFaqRepository(db: Db) {
  return {
    async page(q: education.AdminListQuery): Promise<Page<AdminFaqRecord>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern
          ? or(
              ilike(faqQuestions.question, pattern),
              ilike(faqQuestions.answer, pattern),
              ilike(faqTopics.name, pattern),
            )
          : undefined,
        statusWhere(faqQuestions.publishedAt, q.status),
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(faqQuestions)
            .innerJoin(faqTopics, eq(faqTopics.id, faqQuestions.topicId))
            .where(where)
            .$dynamic(),
        [asc(faqTopics.position), asc(faqQuestions.position), asc(faqQuestions.id)],
        q,
        flatten,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<AdminFaqRecord | null> {
      const query = tx
        .select(columns)
        .from(faqQuestions)
        .innerJoin(faqTopics, eq(faqTopics.id, faqQuestions.topicId))
        .where(eq(faqQuestions.id, id));
      const [row] = lock ? await query.for('update', { of: faqQuestions }) : await query;
      return row ? flatten(row) : null;
    },

    /** The topic of this name (in any case), made after the others when there is none. */
    async topicId(name: string, tx: Db): Promise<string> {
      const [found] = await tx
        .select({ id: faqTopics.id })
        .from(faqTopics)
        .where(sql`lower(${faqTopics.name}) = lower(${name})`);
      if (found) return found.id;
      const [row] = await tx
        .insert(faqTopics)
        .values({
          name,
          position: sql`(select coalesce(max(position) + 1, 0) from faq_topics)`,
        })
        .returning({ id: faqTopics.id });
      return row!.id;
    },

    /** The place after the topic's last question. */
    async nextPosition(topicId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${faqQuestions.position}) + 1, 0)::int` })
        .from(faqQuestions)
        .where(eq(faqQuestions.topicId, topicId));
      return Number(row?.n ?? 0);
    },

    async insert(values: Required<Omit<FaqValues, 'publishedAt'>> & FaqValues, tx: Db) {
      const [row] = await tx
        .insert(faqQuestions)
        .values(values as typeof faqQuestions.$inferInsert)
        .returning({ id: faqQuestions.id });
      return row!.id;
    },

    async update(id: string, values: FaqValues, tx: Db): Promise<void> {
      await tx
        .update(faqQuestions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(faqQuestions.id, id));
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(faqQuestions).where(eq(faqQuestions.id, id));
    },
  };
}

export type AdminFaqRepository = ReturnType<typeof createAdminFaqRepository>;
