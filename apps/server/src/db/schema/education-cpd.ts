import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** A user's GPhC renewal date, asked once: the end of their revalidation year. */
export const cpdProfiles = pgTable('cpd_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  renewalDate: date({ mode: 'string' }).notNull(),
  ...timestamps,
});

/**
 * CPD records, each its owner's alone. The texts a type does not ask for are null.
 * `source` is what on the portal it started from; `evidence` the owner's uploads attached.
 */
export const cpdEntries = pgTable(
  'cpd_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    activityDate: date({ mode: 'string' }).notNull(),
    plannedWhat: text(),
    plannedHow: text(),
    learnedWhat: text(),
    whyRelevant: text(),
    reflection: text(),
    benefitExample: text().notNull(),
    sourceKind: text(),
    sourceId: uuid(),
    sourceTitle: text(),
    evidence: jsonb().$type<{ url: string; name: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('cpd_entries_user_date_idx').on(t.userId, t.activityDate.desc(), t.id),
    check(
      'cpd_entries_type_known',
      sql`${t.type} in ('planned', 'unplanned', 'peer-discussion', 'reflective-account')`,
    ),
    check(
      'cpd_entries_source_kind_known',
      sql`${t.sourceKind} is null or ${t.sourceKind} in ('webinar', 'journalClub', 'publication', 'article')`,
    ),
  ],
);
