import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, bookingTypes, users } from '../../db/schema';
import { HOLDING } from './bookings.policy';
import { createBookingRecordsRepository } from './booking-records.repository';
import { createBookingStepsRepository } from './booking-steps.repository';
import { createBookingTypesRepository } from './booking-types.repository';
import type { Range } from './slots';

export type { BookingTypeRecord, BookingTypeRow, SlotRow } from './booking-types.repository';
export type { PartyRow } from './party.sql';

export type {
  BookingFilter,
  BookingRecord,
  BookingRow,
  HistoryRecord,
} from './booking-records.repository';

/**
 * The bookings module's tables, for its services: types, records (`booking-records`), the
 * lifecycle's writes (`booking-steps`), what a doctor's bookings hold, and people's contacts.
 */
export function createBookingsRepository(db: Db) {
  return {
    db,
    ...createBookingTypesRepository(db),
    ...createBookingRecordsRepository(db),
    ...createBookingStepsRepository(db),

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
