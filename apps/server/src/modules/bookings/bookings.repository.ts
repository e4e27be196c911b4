import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { pageOf, totalOver, type Page } from '../../db/paging';
import { queryRows } from '../../db/raw';
import { bookingHistory, bookings, bookingTypes, users } from '../../db/schema';
import { HOLDING } from './bookings.policy';
import { createBookingTypesRepository } from './booking-types.repository';
import { avatarOf, col, nameOf, type PartyRow } from './party.sql';
import type { Range } from './slots';

export type { BookingTypeRecord, BookingTypeRow, SlotRow } from './booking-types.repository';
export type { PartyRow } from './party.sql';

export type BookingRow = typeof bookings.$inferSelect;

/** A booking with its type and both people. */
export interface BookingRecord extends BookingRow {
  typeName: string;
  pricePence: number;
  durationMinutes: number;
  doctor: PartyRow;
  patient: PartyRow;
}

export interface HistoryRecord {
  id: string;
  action: string;
  actorRole: string;
  actor: PartyRow | null;
  fromStatus: string | null;
  toStatus: string;
  startsAt: Date;
  note: string | null;
  at: Date;
}

const bookingColumns = {
  booking: bookings,
  typeName: bookingTypes.name,
  pricePence: bookingTypes.pricePence,
  durationMinutes: bookingTypes.durationMinutes,
  doctorName: nameOf(col('bookings', 'doctor_id')),
  doctorAvatar: avatarOf(col('bookings', 'doctor_id')),
  patientName: nameOf(col('bookings', 'patient_id')),
  patientAvatar: avatarOf(col('bookings', 'patient_id')),
};

type BookingSelect = {
  booking: BookingRow;
  typeName: string;
  pricePence: number;
  durationMinutes: number;
  doctorName: string;
  doctorAvatar: string | null;
  patientName: string;
  patientAvatar: string | null;
};

const toRecord = (r: BookingSelect): BookingRecord => ({
  ...r.booking,
  typeName: r.typeName,
  pricePence: r.pricePence,
  durationMinutes: r.durationMinutes,
  doctor: { id: r.booking.doctorId, name: r.doctorName, avatarPath: r.doctorAvatar },
  patient: { id: r.booking.patientId, name: r.patientName, avatarPath: r.patientAvatar },
});

export interface BookingFilter {
  /** Whose bookings: as doctor, as patient, or either; undefined: every booking (admins). */
  userId?: string;
  as?: 'doctor' | 'patient';
  statuses?: AppointmentStatus[];
  from?: Date;
  to?: Date;
  limit: number;
  skip: number;
}

/** The only file of the bookings module that knows the tables. */
export function createBookingsRepository(db: Db) {
  return {
    db,
    ...createBookingTypesRepository(db),

    /**
     * Ranges that the bookings of a type's doctor (any of their types) hold over `range`: current
     * times and proposed ones. Asked by type, so it can be read beside the type itself.
     */
    async heldRanges(typeId: string, range: Range, tx: Db = db): Promise<Range[]> {
      const rows = await tx
        .select({
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          proposedStartsAt: bookings.proposedStartsAt,
          proposedEndsAt: bookings.proposedEndsAt,
        })
        .from(bookings)
        .where(
          and(
            eq(
              bookings.doctorId,
              sql`(select ${bookingTypes.doctorId} from ${bookingTypes} where ${bookingTypes.id} = ${typeId})`,
            ),
            inArray(bookings.status, [...HOLDING]),
            or(
              and(lt(bookings.startsAt, range.end), sql`${bookings.endsAt} > ${range.start}`),
              and(
                lt(bookings.proposedStartsAt, range.end),
                sql`${bookings.proposedEndsAt} > ${range.start}`,
              ),
            ),
          ),
        );
      return rows.flatMap((r) => [
        { start: r.startsAt, end: r.endsAt },
        ...(r.proposedStartsAt && r.proposedEndsAt
          ? [{ start: r.proposedStartsAt, end: r.proposedEndsAt }]
          : []),
      ]);
    },

    /**
     * A new request and its first history line in one statement (atomic on its own, so a free
     * booking needs no transaction): the slot's exclusion constraint fails it as a whole.
     */
    async insertRequest(
      values: {
        doctorId: string;
        patientId: string;
        bookingTypeId: string;
        startsAt: Date;
        endsAt: Date;
        note: string | null;
        at: Date;
      },
      tx: Db = db,
    ): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`with added as (
              insert into bookings (doctor_id, patient_id, booking_type_id, starts_at, ends_at, note, status)
              values (${values.doctorId}, ${values.patientId}, ${values.bookingTypeId},
                ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt.toISOString()}::timestamptz,
                ${values.note}, 'Pending Approval')
              returning id, starts_at),
            logged as (
              insert into booking_history (booking_id, actor_id, actor_role, action, from_status, to_status, starts_at, note, at)
              select id, ${values.patientId}, 'patient', 'create', null, 'Pending Approval', starts_at,
                ${values.note}, ${values.at.toISOString()}::timestamptz
              from added)
            select id from added`,
      );
      return row!.id;
    },

    /** The booking, locked for the rest of the transaction. */
    async lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row;
    },

    async updateBooking(
      tx: Db,
      id: string,
      patch: Partial<
        Pick<
          BookingRow,
          | 'status'
          | 'startsAt'
          | 'endsAt'
          | 'proposedStartsAt'
          | 'proposedEndsAt'
          | 'proposedBy'
          | 'icsSequence'
        >
      >,
    ): Promise<BookingRow> {
      const [row] = await tx
        .update(bookings)
        .set({ ...patch, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },

    async addHistory(
      tx: Db,
      entries: {
        bookingId: string;
        actorId: string | null;
        actorRole: string;
        action: string;
        fromStatus: string | null;
        toStatus: string;
        startsAt: Date;
        note?: string | null;
        at: Date;
      }[],
    ): Promise<void> {
      if (entries.length) await tx.insert(bookingHistory).values(entries);
    },

    /** One booking with its type and people. */
    async findBooking(id: string, tx: Db = db): Promise<BookingRecord | undefined> {
      const [row] = await tx
        .select(bookingColumns)
        .from(bookings)
        .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.bookingTypeId))
        .where(eq(bookings.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** Bookings by filter, soonest first. */
    async listBookings(f: BookingFilter): Promise<Page<BookingRecord>> {
      const party = f.userId
        ? f.as === 'doctor'
          ? eq(bookings.doctorId, f.userId)
          : f.as === 'patient'
            ? eq(bookings.patientId, f.userId)
            : or(eq(bookings.doctorId, f.userId), eq(bookings.patientId, f.userId))
        : undefined;
      const rows = await db
        .select({ ...bookingColumns, total: totalOver })
        .from(bookings)
        .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.bookingTypeId))
        .where(
          and(
            party,
            f.statuses?.length ? inArray(bookings.status, f.statuses) : undefined,
            f.from ? gte(bookings.startsAt, f.from) : undefined,
            f.to ? lt(bookings.startsAt, f.to) : undefined,
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(f.limit)
        .offset(f.skip);
      return pageOf(rows, f.skip, toRecord);
    },

    async history(bookingId: string): Promise<HistoryRecord[]> {
      const rows = await db
        .select({
          h: bookingHistory,
          actorName: nameOf(col('booking_history', 'actor_id')),
          actorAvatar: avatarOf(col('booking_history', 'actor_id')),
        })
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, bookingId))
        .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
      return rows.map(({ h, actorName, actorAvatar }) => ({
        id: h.id,
        action: h.action,
        actorRole: h.actorRole,
        actor: h.actorId ? { id: h.actorId, name: actorName, avatarPath: actorAvatar } : null,
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        startsAt: h.startsAt,
        note: h.note,
        at: h.at,
      }));
    },

    /**
     * Moves every request still pending whose start has passed to Rejected by System, in one
     * statement: two processes sweeping at once each take only rows the other has not (the
     * second waits on the first's row locks, then finds them no longer pending).
     */
    async expirePending(
      tx: Db,
      now: Date,
    ): Promise<Pick<BookingRow, 'id' | 'startsAt' | 'doctorId' | 'patientId'>[]> {
      return tx
        .update(bookings)
        .set({
          status: 'Rejected by System',
          proposedStartsAt: null,
          proposedEndsAt: null,
          proposedBy: null,
          version: sql`${bookings.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(bookings.status, 'Pending Approval'), lt(bookings.startsAt, now)))
        .returning({
          id: bookings.id,
          startsAt: bookings.startsAt,
          doctorId: bookings.doctorId,
          patientId: bookings.patientId,
        });
    },

    /** E-mail addresses and names of people, by id. */
    async contacts(ids: string[]): Promise<Map<string, { email: string; name: string }>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
        })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },

    /** Whether a user exists and is not deleted. */
    async userExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return Boolean(row);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
