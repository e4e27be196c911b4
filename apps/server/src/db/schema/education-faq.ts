import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The FAQ's topics (SPEC §7 `faq/get`), in `position` order. */
export const faqTopics = pgTable('faq_topics', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  position: integer().notNull(),
  ...timestamps,
});

/** A question of a topic with its answer (plain text, paragraphs split by a blank line). */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    topicId: uuid()
      .notNull()
      .references(() => faqTopics.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull(),
    /** Null: a draft; in the future: scheduled; at or before now: published (public reads filter on it). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [index('faq_questions_topic_idx').on(t.topicId, t.position)],
);
