import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { manufacturers } from './products';

/**
 * A licensed producer's profile (SPEC §7 `lpProfile`): what Education shows beside the name,
 * country, website and description the catalogue keeps in `manufacturers` (the producers its
 * products reference). One row per producer that has a profile; only those are listed.
 */
export const producerProfiles = pgTable('producer_profiles', {
  manufacturerId: uuid()
    .primaryKey()
    .references(() => manufacturers.id, { onDelete: 'cascade' }),
  summary: text().notNull(),
  licences: jsonb()
    .$type<{ type: string; number: string; issuer: string }[]>()
    .notNull()
    .default([]),
  email: text(),
  phone: text(),
  address: text(),
  ...timestamps,
});
