import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Onboarding cards of Home, in `position` order. */
export const guideCards = pgTable(
  'guide_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    text: text().notNull(),
    imageUrl: text(),
    actionLabel: text().notNull(),
    actionPath: text().notNull(),
    position: integer().notNull(),
    /** Null: a draft; a time to come: scheduled (decision 91). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    /**
     * What already does the card's action for a user, without "Mark as done": `self-certified`
     * (`GuideCardGoal` of home.policy.ts). Null: only marking it done does.
     */
    doneWhen: text(),
    ...timestamps,
  },
  (t) => [check('guide_cards_done_when_known', sql`${t.doneWhen} in ('self-certified')`)],
);

/** Cards a user has completed. */
export const guideCardCompletions = pgTable(
  'guide_card_completions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => guideCards.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] })],
);

/** Users who skipped the intro: their cards not completed show as skipped. */
export const guideIntroSkips = pgTable('guide_intro_skips', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skippedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events. Start and end are instants; `timeZone` is where they are shown and grouped by day.
 * `description` is HTML sanitised before it was written. `sequence` is the file's RFC 5545
 * SEQUENCE: whatever changes an event must raise it (and `updatedAt`), so a calendar that
 * imported the file replaces its copy. Events are written by admins (admin-events.service.ts) and demo data.
 */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    type: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timeZone: text().notNull().default('Europe/London'),
    location: text(),
    onlineUrl: text(),
    organiser: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    sequence: integer().notNull().default(0),
    /** Null: a draft; a time to come: scheduled (decision 91). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_ends_idx').on(t.endsAt),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'events_type_known',
      sql`${t.type} in ('webinar', 'conference', 'training', 'journal-club', 'workshop')`,
    ),
  ],
);

/** Useful links of Home, in `position` order. */
export const usefulLinks = pgTable('useful_links', {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  text: text().notNull(),
  url: text().notNull(),
  imageUrl: text(),
  position: integer().notNull(),
  /** Null: a draft; a time to come: scheduled (decision 91). */
  publishedAt: timestamp({ withTimezone: true }).defaultNow(),
  ...timestamps,
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    role: text().notNull(),
    photoUrl: text(),
    summary: text().notNull(),
    rating: integer().notNull(),
    position: integer().notNull(),
    /** Null: a draft; a time to come: scheduled (decision 91). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);
