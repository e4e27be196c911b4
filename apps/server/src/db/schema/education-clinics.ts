import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { clinics } from './users';

/**
 * What Education's clinic pages show of a clinic (SPEC §7 Clinic) beside its name, town and
 * postcode in `clinics` (the ones sign-up offers): one row per clinic that has a profile; only
 * those, published (decision 91), are listed. `specialisms` are the contract's CLINIC_SPECIALISMS.
 */
export const clinicProfiles = pgTable('clinic_profiles', {
  clinicId: uuid()
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  address: text().notNull(),
  summary: text().notNull(),
  description: text().notNull(),
  specialisms: text().array().notNull().default([]),
  services: text().array().notNull().default([]),
  phone: text(),
  email: text(),
  website: text(),
  openingHours: text().notNull(),
  acceptingReferrals: boolean().notNull().default(true),
  /** Its picture: a url the admin's upload gave (decision 100). */
  imageUrl: text(),
  publishedAt: timestamp({ withTimezone: true }).defaultNow(),
  ...timestamps,
});
