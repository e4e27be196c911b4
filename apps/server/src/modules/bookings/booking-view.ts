import type { AppointmentStatus, bookings as contract } from '@portal/contract';
import type { SessionUser } from '../../http/session';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import type { BookingPayments } from './booking-payments.port';
import type { AfterCommit } from './booking-sweep';
import { party } from './booking-types.service';
import { allowedActions, facts, roleOf, type Party } from './bookings.policy';
import type { BookingRecord, BookingsRepository } from './bookings.repository';
import { londonSlot } from './slots';

/** Bookings as the contract shows them to a user: their role, actions and payment. */
export function createBookingView({
  repo,
  payments,
  now,
}: {
  repo: BookingsRepository;
  payments: BookingPayments;
  now: () => Date;
}) {
  const view = async (
    records: BookingRecord[],
    user: SessionUser | null,
  ): Promise<contract.Booking[]> =>
    viewWith(
      records,
      user,
      records.length
        ? await payments.summaries(records.map((r) => r.id))
        : new Map<string, contract.BookingPaymentSummary>(),
    );

  function viewWith(
    records: BookingRecord[],
    user: SessionUser | null,
    summaries: Map<string, contract.BookingPaymentSummary>,
  ): contract.Booking[] {
    const at = now();
    return records.map((r) => {
      const role = user ? (roleOf(user, r) ?? 'admin') : 'admin';
      const proposal =
        r.proposedStartsAt && r.proposedEndsAt
          ? {
              startsAt: r.proposedStartsAt.toISOString(),
              endsAt: r.proposedEndsAt.toISOString(),
              by: (r.proposedBy === 'doctor' ? 'doctor' : 'patient') as Party,
              slot: londonSlot(r.proposedStartsAt, r.proposedEndsAt),
            }
          : null;
      return {
        _id: r.id,
        status: r.status as AppointmentStatus,
        bookingType: {
          _id: r.bookingTypeId,
          name: r.typeName,
          pricePence: r.pricePence,
          durationMinutes: r.durationMinutes,
        },
        doctor: party(r.doctor),
        patient: party(r.patient),
        role,
        otherParty: party(role === 'patient' ? r.doctor : r.patient),
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        slot: londonSlot(r.startsAt, r.endsAt),
        proposal,
        note: r.note,
        actions: allowedActions(facts(r), role, at),
        version: r.version,
        payment: summaries.get(r.id) ?? null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  const oneView = async (id: string, user: SessionUser) => {
    // The booking and its payment at once (one wait instead of two).
    const [record, summaries] = await Promise.all([repo.findBooking(id), payments.summaries([id])]);
    if (!record) throw notFound('Booking');
    return viewWith([record], user, summaries)[0]!;
  };

  return { view, viewWith, oneView };
}

export type BookingView = ReturnType<typeof createBookingView>;

/** What the service hands each of its use cases (requests, changes). */
export interface BookingUseCaseDeps {
  db: Db;
  repo: BookingsRepository;
  payments: BookingPayments;
  now: () => Date;
  /** Settles payments and tells people once the use case's transaction has committed. */
  afterCommit: AfterCommit;
  views: BookingView;
}
