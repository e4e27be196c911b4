import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

// Bookings (issue 30). Two rules live in the database as exclusion constraints, written in the
// custom migration `booking_exclusions` because drizzle-kit cannot express them (decision 71):
// - `bookings_no_double_booking`: no two bookings of one doctor whose held ranges overlap, where a
//   booking in a slot-holding status holds [starts_at, ends_at) and, while a new time is
//   proposed, [proposed_starts_at, proposed_ends_at) too (one tstzmultirange per row);
// - `booking_type_slots_no_overlap`: no two availability slots of one type on one weekday overlap.

/** A doctor's offer: name, price, duration; its weekly availability is `bookingTypeSlots`. */
export const bookingTypes = pgTable(
  'booking_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Integer pence. */
    pricePence: integer().notNull(),
    durationMinutes: integer().notNull().default(30),
    /** Withdrawn: no new bookings; bookings made keep pointing at it. */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('booking_types_doctor_idx').on(t.doctorId),
    check('booking_types_price_check', sql`${t.pricePence} >= 0`),
    check('booking_types_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/** One weekly availability slot of a booking type: a weekday (0 Monday .. 6 Sunday), start, end. */
export const bookingTypeSlots = pgTable(
  'booking_type_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingTypeId: uuid()
      .notNull()
      .references(() => bookingTypes.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    /** 'H:mm', as SPEC §3 writes it. */
    starttime: text().notNull(),
    endtime: text().notNull(),
    /** The same times as minutes after midnight, for the overlap constraint and slot lookups. */
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [
    index('booking_type_slots_type_idx').on(t.bookingTypeId),
    check('booking_type_slots_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'booking_type_slots_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** An appointment: instants, the status of SPEC §4, a proposed new time while Rescheduled. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingTypeId: uuid()
      .notNull()
      .references(() => bookingTypes.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull(),
    /** A new time awaiting the other side's approval (status Rescheduled). */
    proposedStartsAt: timestamp({ withTimezone: true }),
    proposedEndsAt: timestamp({ withTimezone: true }),
    /** 'doctor' or 'patient': who proposed it. */
    proposedBy: text(),
    /** Raised on each reschedule approved: the SEQUENCE of the appointment's calendar file. */
    icsSequence: integer().notNull().default(0),
    note: text(),
    /** Raised on every change. */
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('bookings_doctor_starts_idx').on(t.doctorId, t.startsAt),
    index('bookings_patient_starts_idx').on(t.patientId, t.startsAt),
    index('bookings_pending_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'Pending Approval'`),
    check('bookings_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'bookings_proposal_check',
      sql`(${t.proposedStartsAt} is null) = (${t.proposedEndsAt} is null) and (${t.proposedStartsAt} is null or ${t.proposedStartsAt} < ${t.proposedEndsAt})`,
    ),
    check(
      'bookings_status_check',
      sql`${t.status} in ('Pending Approval', 'Approved', 'Rescheduled', 'Rescheduled Approved', 'Completed', 'Rejected by Doctor', 'Rejected by Patient', 'Rejected by Admin', 'Rejected by System')`,
    ),
  ],
);

/** Every change of a booking: who (person and part), what, from which status to which, when. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The person; null for the system. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'doctor', 'patient', 'admin' or 'system'. */
    actorRole: text().notNull(),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** The booking's start after the change. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.at)],
);
