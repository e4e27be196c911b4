import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const roles = pgTable('roles', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Shown in the sign-up role list; Admin is not. */
  selectable: boolean().notNull().default(true),
  ...timestamps,
});

/** The portal's modules (SPEC §2 slugs); Home is always available. */
export const modules = pgTable('modules', {
  slug: text().primaryKey(),
  name: text().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text(),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    userType: text().notNull().default('professional'),
    isSelfCertificated: boolean().notNull().default(false),
    registrationNumber: text(),
    selfCertifiedAt: timestamp({ withTimezone: true }),
    avatarUrl: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const userModules = pgTable(
  'user_modules',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleSlug: text()
      .notNull()
      .references(() => modules.slug),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleSlug] })],
);

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
