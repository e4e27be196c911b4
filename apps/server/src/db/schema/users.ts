import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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

/** Clinical specialities offered at sign-up. */
export const specialities = pgTable('specialities', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
});

/**
 * Clinics and pharmacies a professional can belong to. `removedAt`: an admin removed it; it is
 * offered and listed nowhere, but the people who picked it keep their link (decision 144).
 */
export const clinics = pgTable('clinics', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  town: text().notNull(),
  postcode: text().notNull(),
  isPublic: boolean().notNull().default(true),
  removedAt: timestamp({ withTimezone: true }),
  ...timestamps,
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
    avatarMediaId: uuid(),
    biography: text(),
    contactNumber: text(),
    postcode: text(),
    specialityId: uuid().references(() => specialities.id),
    /** Where an unfinished sign-up stands: professional, verify, then done. */
    registrationStep: text().notNull().default('done'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** Set by an admin (issue 31): the account cannot log in and has no live session. */
    deactivatedAt: timestamp({ withTimezone: true }),
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

export const userClinics = pgTable(
  'user_clinics',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clinicId] })],
);

/** Single-purpose e-mailed or sign-up tokens; only the SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['register', 'verify-email', 'reset-password'] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Uploaded files (profile images); the bytes live in the file storage. */
export const media = pgTable('media', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text({ enum: ['avatar'] }).notNull(),
  /** Storage keys of the sized variants. */
  path: text().notNull(),
  thumbPath: text().notNull(),
  mimeType: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const workplaces = pgTable(
  'workplaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: text().notNull(),
    town: text().notNull(),
    postcode: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('workplaces_user_idx').on(t.userId)],
);

/** Messages sent through the contact form; admins read them in the contact-us list. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When an admin marked it handled in the review queue (issue 31); null while open. */
  handledAt: timestamp({ withTimezone: true }),
});

/**
 * Attempts per key in the current window, shared by all processes: failed log-ins per address
 * (`ip:…`), per account (`account:…`) and per account and address (`pair:…`), and other
 * limited actions (`password:…`, `reset:…`, `verify:…`). `lastAt` is the last counted attempt.
 */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp({ withTimezone: true }),
});
