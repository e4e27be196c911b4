import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { bookingHistory, bookings } from '../../db/schema';
import type { BookingRow } from './booking-records.repository';

/** The writes of a booking's lifecycle: the request, each step and its history, the sweep. */
export function createBookingStepsRepository(db: Db) {
  return {
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
  };
}
