import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Webinars. Start and end are instants shown in `timeZone`. `description` is HTML sanitised
 * before it was written. `capacity` null: seats are not limited. `sequence` is the calendar
 * file's RFC 5545 SEQUENCE (raise it, and `updatedAt`, with any change), as events'. Written by
 * editors' tooling and the demo data.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    speakers: jsonb().$type<{ name: string; role: string }[]>().notNull().default([]),
    topics: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timeZone: text().notNull().default('Europe/London'),
    imageUrl: text(),
    capacity: integer(),
    joinUrl: text(),
    recordingUrl: text(),
    sequence: integer().notNull().default(0),
    /** Null: a draft; in the future: scheduled; at or before now: published (public reads filter on it). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('webinars_starts_idx').on(t.startsAt, t.id),
    index('webinars_ends_idx').on(t.endsAt),
    check('webinars_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('webinars_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** Who registered for which webinar: one row a person, so registering twice is one. */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    webinarId: uuid()
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.webinarId, t.userId] }),
    index('webinar_registrations_user_idx').on(t.userId),
  ],
);

/**
 * The calendar invitations e-mailed to a person for a webinar (registered, then cancelled, then
 * registered again...): each raises `sequence`, so a calendar takes the newer one under the same
 * UID. Kept when the registration goes, which is when the cancellation is numbered.
 */
export const webinarInvitations = pgTable(
  'webinar_invitations',
  {
    webinarId: uuid()
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.webinarId, t.userId] }),
    index('webinar_invitations_user_idx').on(t.userId),
  ],
);
