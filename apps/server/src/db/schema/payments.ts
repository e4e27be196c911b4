import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A doctor's payment account at the provider (a Stripe Connect Express account, or the
 * sandbox's). The bank account is kept by its last digits only: the full number goes to the
 * provider and never into our tables.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    externalId: text().notNull().unique(),
    chargesEnabled: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    detailsSubmitted: boolean().notNull().default(false),
    bankHolderName: text(),
    bankLast4: text(),
    bankSortCodeLast2: text(),
    /** The provider's id of the bank account (Stripe's `ba_...`). */
    bankExternalId: text(),
    ...timestamps,
  },
  (t) => [
    check(
      'payment_accounts_bank_last4',
      sql`${t.bankLast4} is null or ${t.bankLast4} ~ '^[0-9]{4}$'`,
    ),
    check(
      'payment_accounts_bank_sort_last2',
      sql`${t.bankSortCodeLast2} is null or ${t.bankSortCodeLast2} ~ '^[0-9]{2}$'`,
    ),
  ],
);

/**
 * The sandbox's onboarding links: a token, valid until it expires or is used. (Stripe's account
 * links are single-use and made afresh on each request.)
 */
export const paymentOnboardingLinks = pgTable(
  'payment_onboarding_links',
  {
    token: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_onboarding_links_user_idx').on(t.userId, t.createdAt)],
);

/** A patient as the provider's customer, for saved cards. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  externalId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a booking owes and where its money stands (decision 76). `state` is written in the same
 * transaction as the booking's status; `pendingStep` is the provider call that the change queued
 * and `settle` runs after commit (its idempotency key is the booking's id and the step, so a
 * retry never charges twice). Amounts are integer pence.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    bookingId: uuid().primaryKey(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('gbp'),
    state: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Until when a booking waiting for its card keeps its slot. */
    cardDeadline: timestamp({ withTimezone: true }),
    /** The doctor approved: charge as soon as the amount is held. */
    approved: boolean().notNull().default(false),
    paymentMethod: text(),
    cardBrand: text(),
    cardLast4: text(),
    /** The provider's payment (PaymentIntent) and saved-card (SetupIntent) ids. */
    intentId: text(),
    setupId: text(),
    clientSecret: text(),
    capturedAmount: integer().notNull().default(0),
    refundedAmount: integer().notNull().default(0),
    /** The cancellation fee kept under the policy (cancellation-policy.ts). */
    feeAmount: integer().notNull().default(0),
    /**
     * The provider call queued, run after commit; null when settled. 'authorise' and 'renew'
     * place a hold with the patient away (a saved card nearer the time; a hold about to lapse);
     * 'capture', 'refund' and 'cancel' bring the provider to `pendingAmount` kept.
     */
    pendingStep: text(),
    /** What the doctor keeps once the queued step is done (captured less refunded), in pence. */
    pendingAmount: integer(),
    /**
     * Counts the steps queued: part of each call's idempotency key, so a new step never replays
     * an older one's answer, and a step is cleared only while it is still the one that ran.
     */
    stepSeq: integer().notNull().default(0),
    /** One process settles a row at a time: it holds the row until then (a crash lets go). */
    settlingUntil: timestamp({ withTimezone: true }),
    /**
     * When the patient was asked to pay again on the booking's page (their hold lapsed, or their
     * saved card was refused with them away): a declined card then leaves the booking waiting
     * until `cardDeadline` rather than releasing it at once.
     */
    askedAgainAt: timestamp({ withTimezone: true }),
    /** When the hold on the card lapses if not captured (renewed the day before). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /**
     * The captured and refunded pence the patient has had a receipt for: a settled step claims
     * the difference (one statement, so one process sends each receipt once).
     */
    receiptedCaptured: integer().notNull().default(0),
    receiptedRefunded: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('booking_payments_doctor_idx').on(t.doctorId),
    index('booking_payments_patient_idx').on(t.patientId),
    index('booking_payments_intent_idx').on(t.intentId),
    index('booking_payments_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.pendingStep} is not null`),
    index('booking_payments_state_idx').on(t.state, t.startsAt),
    index('booking_payments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.state} = 'held'`),
    check('booking_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'booking_payments_money',
      sql`${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount} and ${t.capturedAmount} <= ${t.amount}`,
    ),
  ],
);

/** Provider events already applied, by the provider's event id: a redelivery is ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own state: its accounts, customers, cards and payments as JSON objects
 * by id, as a provider's API would hold them.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

/** The sandbox's idempotency keys: a call repeated with its key gets the first answer. */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text().primaryKey(),
  result: jsonb().$type<unknown>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
