import type { FastifyBaseLogger } from 'fastify';
import type { AppointmentStatus, bookings as contract } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { SessionUser } from '../../http/session';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Mailer } from '../../infra/mail';
import type { RealtimePort } from '../../realtime/socket-server';
import type { BookingPayments } from './booking-payments.port';
import { createBookingChanges } from './booking-changes';
import {
  createBookingNotifier,
  createPayAgainNotifier,
  createReceiptNotifier,
} from './booking-notifications';
import { createBookingRequests } from './booking-requests';
import { createBookingSweep, type AfterCommit } from './booking-sweep';
import { createBookingTypesService, party } from './booking-types.service';
import { createBookingView } from './booking-view';
import type { ReceiptFacts } from './emails';
import { roleOf } from './bookings.policy';
import { createBookingsRepository, type BookingsRepository } from './bookings.repository';
import { londonDayRange } from './slots';

/**
 * Bookings (issue 30): booking types, free slots and requests (`booking-requests.ts`), the
 * lifecycle (`booking-changes.ts`), lists, history and the sweep.
 */
export function createBookingsService(deps: {
  db: Db;
  /** The payments seam: required, so no booking is made without deciding what it owes. */
  payments: BookingPayments;
  realtime?: RealtimePort;
  mailer?: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  repo?: BookingsRepository;
}) {
  const { db, payments } = deps;
  const repo = deps.repo ?? createBookingsRepository(db);
  const now = deps.now ?? (() => new Date());

  const views = createBookingView({ repo, payments, now });
  const { view } = views;
  const types = createBookingTypesService({ db, repo });
  const notify = createBookingNotifier({ ...deps, repo });
  const payAgain = createPayAgainNotifier({ ...deps, repo });
  const receipt = createReceiptNotifier({ ...deps, repo });

  /** Notifications under way; `drain` waits for them (on close, and in tests). */
  const inFlight = new Set<Promise<unknown>>();
  const inBackground = (sending: Promise<unknown>) => {
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  /**
   * After commit: payments settle (awaited, so the answer shows the payment's state), then people
   * hear of it in the background (the socket event and the e-mail do not hold up the answer).
   * Neither fails the request.
   */
  const afterCommit: AfterCommit = async (ids, changes) => {
    await payments
      .settle(ids)
      .catch((err: unknown) => deps.log?.warn({ err }, 'booking payments settle failed'));
    const sending = Promise.all(
      changes.map((c) =>
        notify(c.id, c, c.actorId).catch((err: unknown) =>
          deps.log?.warn({ err, bookingId: c.id }, 'booking notification failed'),
        ),
      ),
    );
    inBackground(sending);
  };

  // Rejected by System: the schedule's sweep and the release of unpaid bookings.
  const systemRejections = createBookingSweep({
    db,
    repo,
    payments,
    afterCommit,
    now,
  });

  const steps = { db, repo, payments, now, afterCommit, views };
  return {
    ...types,
    ...systemRejections,
    ...createBookingRequests(steps),
    ...createBookingChanges(steps),

    /** Payments asked the patient to pay again: both people hear of it (in the background). */
    async askedToPayAgain(id: string, notice: { reason: string; payBy: Date }): Promise<void> {
      inBackground(
        payAgain(id, notice).catch((err: unknown) =>
          deps.log?.warn({ err, bookingId: id }, 'payment notification failed'),
        ),
      );
    },

    /** Payments took or gave back money (once per change): the patient's receipt goes. */
    async moneyMoved(id: string, facts: ReceiptFacts): Promise<void> {
      inBackground(
        receipt(id, facts).catch((err: unknown) =>
          deps.log?.warn({ err, bookingId: id }, 'receipt failed'),
        ),
      );
    },

    async list(user: SessionUser, q: contract.BookingListQuery): Promise<Page<contract.Booking>> {
      if (q.as === 'all' && !user.isAdmin) throw forbidden('Only admins can see every booking.');
      if (q.from && q.to && q.to < q.from) {
        throw badRequest('The end date must not be before the start date.');
      }
      const page = await repo.listBookings({
        ...(q.as === 'all' ? {} : { userId: user._id }),
        ...(q.as === 'doctor' || q.as === 'patient' ? { as: q.as } : {}),
        ...(q.doctorId ? { doctorId: q.doctorId } : {}),
        ...(q.patientId ? { patientId: q.patientId } : {}),
        ...(q.status ? { statuses: q.status } : {}),
        ...(q.from ? { from: londonDayRange(q.from, q.from).start } : {}),
        ...(q.to ? { to: londonDayRange(q.to, q.to).end } : {}),
        limit: q.limit,
        skip: q.skip,
      });
      return { rows: await view(page.rows, user), total: page.total };
    },

    async get(user: SessionUser, id: string): Promise<contract.BookingDetail> {
      const record = await repo.findBooking(id);
      if (!record || !roleOf(user, record)) throw notFound('Booking');
      const [v] = await view([record], user);
      const history = await repo.history(id);
      return {
        ...v!,
        history: history.map((h) => ({
          _id: h.id,
          action: h.action as contract.BookingAction,
          actor: h.actorRole as contract.BookingActor,
          by: h.actor ? party(h.actor) : null,
          from: h.fromStatus as AppointmentStatus | null,
          to: h.toStatus as AppointmentStatus,
          startsAt: h.startsAt.toISOString(),
          note: h.note,
          at: h.at.toISOString(),
        })),
      };
    },

    /** Waits for the notifications under way. */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
