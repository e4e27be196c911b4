import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Key publications (SPEC §1 Education): papers and guidance a pharmacist should know. */
export const keyPublications = pgTable(
  'key_publications',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    citation: text().notNull(),
    doi: text().notNull(),
    year: integer().notNull(),
    summary: text().notNull(),
    practiceRelevance: text().notNull(),
    /** Related products or topics, as the reader would search for them. */
    topics: text().array().notNull().default([]),
    /** Null: a draft; in the future: scheduled; at or before now: published (public reads filter on it). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [index('key_publications_year_idx').on(t.year.desc(), t.id)],
);
