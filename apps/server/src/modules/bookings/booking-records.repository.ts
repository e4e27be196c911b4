import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { bookingHistory, bookings, bookingTypes } from '../../db/schema';
import { avatarOf, col, nameOf, type PartyRow } from './party.sql';

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
  /** Only this doctor's, or this patient's, bookings. */
  doctorId?: string;
  patientId?: string;
  statuses?: AppointmentStatus[];
  from?: Date;
  to?: Date;
  limit: number;
  skip: number;
}

/** Bookings as people read them: one, a filtered list, and one's history. */
export function createBookingRecordsRepository(db: Db) {
  return {
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
      return pageOfSelect(
        () =>
          db
            .select({ ...bookingColumns, total: totalOver })
            .from(bookings)
            .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.bookingTypeId))
            .where(
              and(
                party,
                f.doctorId ? eq(bookings.doctorId, f.doctorId) : undefined,
                f.patientId ? eq(bookings.patientId, f.patientId) : undefined,
                f.statuses?.length ? inArray(bookings.status, f.statuses) : undefined,
                f.from ? gte(bookings.startsAt, f.from) : undefined,
                f.to ? lt(bookings.startsAt, f.to) : undefined,
              ),
            )
            .$dynamic(),
        [asc(bookings.startsAt), asc(bookings.id)],
        f,
        toRecord,
      );
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
  };
}
