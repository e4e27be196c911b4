import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { isPublished } from '../../db/published';
import { faqQuestions, faqTopics } from '../../db/schema';

/** The FAQ's questions with their topics. */
export function createFaqRepository(db: Db) {
  return {
    /** Questions matching `search` (question or answer), in topic then question order. */
    async questions(search?: string) {
      return db
        .select({
          id: faqQuestions.id,
          question: faqQuestions.question,
          answer: faqQuestions.answer,
          topic: faqTopics.name,
        })
        .from(faqQuestions)
        .innerJoin(faqTopics, eq(faqTopics.id, faqQuestions.topicId))
        .where(
          and(
            isPublished(faqQuestions.publishedAt),
            search
              ? or(
                  ilike(faqQuestions.question, containsPattern(search)),
                  ilike(faqQuestions.answer, containsPattern(search)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(faqTopics.position), asc(faqQuestions.position), asc(faqQuestions.id));
    },

    /** A topic with its questions, in their order (demo data and editorial tooling). */
    async insertTopic(
      topic: { name: string; position: number },
      questions: readonly { question: string; answer: string }[],
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx.insert(faqTopics).values(topic).returning({ id: faqTopics.id });
      if (questions.length > 0)
        await tx
          .insert(faqQuestions)
          .values(questions.map((q, position) => ({ ...q, position, topicId: row!.id })));
      return row!.id;
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
