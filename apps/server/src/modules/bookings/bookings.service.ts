import type { FastifyBaseLogger } from 'fastify';
import {
  bookings as contractValues,
  type AppointmentStatus,
  type bookings as contract,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { isExclusionViolation } from '../../db/sql-state';
import type { SessionUser } from '../../http/session';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Mailer } from '../../infra/mail';
import type { RealtimePort } from '../../realtime/socket-server';
import type { BookingActorKind, BookingPayments } from './booking-payments.port';
import { createBookingNotifier, createPayAgainNotifier } from './booking-notifications';
import { createBookingSweep, type AfterCommit } from './booking-sweep';
import { createBookingTypesService, party } from './booking-types.service';
import { allowedActions, decide, facts, roleOf, type Party } from './bookings.policy';
import {
  createBookingsRepository,
  type BookingRecord,
  type BookingTypeRecord,
  type BookingsRepository,
} from './bookings.repository';
import {
  daysInclusive,
  freeSlots as freeOf,
  londonDate,
  londonDatePlus,
  londonDayRange,
  londonSlot,
  offeredSlots,
  type OfferedSlot,
  type Range,
} from './slots';

const SLOT_TAKEN = contractValues.SLOT_TAKEN_MESSAGE;
const FREE_SLOTS_MAX_DAYS = contractValues.FREE_SLOTS_MAX_DAYS;
const HORIZON_DAYS = contractValues.BOOKING_HORIZON_DAYS;

type ChangeAction = 'approve' | 'reject' | 'finish' | 'reschedule';

const toFreeSlot = (r: OfferedSlot): contract.FreeSlot => ({
  startsAt: r.start.toISOString(),
  endsAt: r.end.toISOString(),
  date: r.date,
  starttime: r.starttime,
  endtime: r.endtime,
});

/** Bookings (issue 30): booking types, free slots, the lifecycle, history and the sweep. */
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

  /** The slot `startsAt` of a type when its availability offers it, else a 409. */
  const offeredSlot = (type: BookingTypeRecord, startsAt: Date): Range => {
    if (startsAt.getTime() <= now().getTime()) {
      throw conflict('This time has already passed. Please choose a later slot.');
    }
    if (londonDate(startsAt) > londonDatePlus(now(), HORIZON_DAYS)) {
      throw conflict(`Bookings can be made up to ${HORIZON_DAYS} days ahead.`);
    }
    const date = londonDate(startsAt);
    const slot = offeredSlots(type.slots, type.durationMinutes, date, date).find(
      (s) => s.start.getTime() === startsAt.getTime(),
    );
    if (!slot) throw conflict('The doctor does not offer this time. Please choose a free slot.');
    return slot;
  };

  const types = createBookingTypesService({ db, repo });
  const notify = createBookingNotifier({ ...deps, repo });
  const payAgain = createPayAgainNotifier({ ...deps, repo });

  /** Notifications under way; `drain` waits for them (on close, and in tests). */
  const inFlight = new Set<Promise<unknown>>();
  const inBackground = (sending: Promise<unknown>) => {
    inBackground(sending);
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
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  // Rejected by System: the schedule's sweep and the release of unpaid bookings.
  const systemRejections = createBookingSweep({
    db,
    repo,
    payments,
    afterCommit,
    now,
  });

  /** One lifecycle step: the table decides, the row, history and payment change together. */
  const change = async (
    user: SessionUser,
    id: string,
    action: ChangeAction,
    opts: { note?: string | undefined; startsAt?: Date } = {},
  ): Promise<contract.Booking> => {
    const at = now();
    let result: { from: AppointmentStatus; to: AppointmentStatus; actor: BookingActorKind };
    try {
      result = await db.transaction(async (tx) => {
        const b = await repo.lockBooking(tx, id);
        const actor = b ? roleOf(user, b) : null;
        if (!b || !actor) throw notFound('Booking');
        const decision = decide(facts(b), action, actor, at);
        if (!decision.ok) throw conflict(decision.message);
        const from = b.status as AppointmentStatus;
        const patch: Parameters<BookingsRepository['updateBooking']>[2] = { status: decision.to };
        if (action === 'approve' && from === 'Rescheduled') {
          patch.startsAt = b.proposedStartsAt!;
          patch.endsAt = b.proposedEndsAt!;
          patch.icsSequence = b.icsSequence + 1;
        }
        if (action === 'approve' || action === 'reject') {
          Object.assign(patch, { proposedStartsAt: null, proposedEndsAt: null, proposedBy: null });
        }
        if (action === 'reschedule') {
          const type = await repo.findType(b.bookingTypeId, tx);
          if (!type) throw conflict('This booking type is no longer offered; book a new one.');
          const slot = offeredSlot(type, opts.startsAt!);
          if (slot.start.getTime() === b.startsAt.getTime()) {
            throw conflict('The appointment is already at this time. Choose another slot.');
          }
          Object.assign(patch, {
            proposedStartsAt: slot.start,
            proposedEndsAt: slot.end,
            proposedBy: actor,
          });
        }
        const after = await repo.updateBooking(tx, id, patch);
        await repo.addHistory(tx, [
          {
            bookingId: id,
            actorId: user._id,
            actorRole: actor,
            action,
            fromStatus: from,
            toStatus: decision.to,
            startsAt: after.startsAt,
            note: opts.note ?? null,
            at,
          },
        ]);
        await payments.statusChanged(tx, {
          bookingId: id,
          from,
          to: decision.to,
          actor,
          startsAt: after.startsAt,
          ...(after.startsAt.getTime() !== b.startsAt.getTime()
            ? { previousStartsAt: b.startsAt }
            : {}),
        });
        return { from, to: decision.to, actor };
      });
    } catch (err) {
      if (isExclusionViolation(err)) throw conflict(SLOT_TAKEN);
      throw err;
    }
    await afterCommit([id], [{ id, ...result, actorId: user._id }]);
    return oneView(id, user);
  };

  return {
    ...types,
    ...systemRejections,

    /** Payments asked the patient to pay again: both people hear of it (in the background). */
    async askedToPayAgain(id: string, notice: { reason: string; payBy: Date }): Promise<void> {
      inBackground(
        payAgain(id, notice).catch((err: unknown) =>
          deps.log?.warn({ err, bookingId: id }, 'payment notification failed'),
        ),
      );
    },

    /** Free slots of a type between two London dates. */
    async freeSlots(q: contract.FreeSlotsQuery): Promise<contract.FreeSlot[]> {
      if (q.to < q.from) throw badRequest('The end date must not be before the start date.');
      if (daysInclusive(q.from, q.to) > FREE_SLOTS_MAX_DAYS) {
        throw badRequest(`Ask for at most ${FREE_SLOTS_MAX_DAYS} days at a time.`);
      }
      // The type and what its doctor's bookings hold, at once (one wait, not two).
      const [type, held] = await Promise.all([
        repo.findType(q.bookingTypeId),
        repo.heldRanges(q.bookingTypeId, londonDayRange(q.from, q.to)),
      ]);
      if (!type) throw notFound('Booking type');
      const offered = offeredSlots(type.slots, type.durationMinutes, q.from, q.to);
      return freeOf(offered, held, now()).map(toFreeSlot);
    },

    /** A patient's request for a free slot: Pending Approval, holding the slot. */
    async create(user: SessionUser, body: contract.CreateBookingBody) {
      const type = await repo.findType(body.bookingTypeId);
      if (!type) throw notFound('Booking type');
      if (type.doctorId === user._id) {
        throw conflict('You cannot book an appointment with yourself.');
      }
      const slot = offeredSlot(type, new Date(body.startsAt));
      const request = {
        doctorId: type.doctorId,
        patientId: user._id,
        bookingTypeId: type.id,
        startsAt: slot.start,
        endsAt: slot.end,
        note: body.note ?? null,
        at: now(),
      };
      let id: string;
      try {
        // A free booking is one statement; a paid one also records what it owes, together. (For a
        // price of 0 the payments port's canTake is true and opened records nothing.)
        id =
          type.pricePence === 0
            ? await repo.insertRequest(request)
            : await db.transaction(async (tx) => {
                if (!(await payments.canTake(type.doctorId, type.pricePence, tx))) {
                  throw conflict(
                    'This doctor cannot take paid bookings yet: their payment account is not set up.',
                  );
                }
                const bookingId = await repo.insertRequest(request, tx);
                await payments.opened(tx, {
                  id: bookingId,
                  doctorId: type.doctorId,
                  patientId: user._id,
                  pricePence: type.pricePence,
                  startsAt: slot.start,
                });
                return bookingId;
              });
      } catch (err) {
        if (isExclusionViolation(err)) throw conflict(SLOT_TAKEN);
        throw err;
      }
      // Nothing to settle: a payment just opened waits for the patient's card, no step pending.
      await afterCommit(
        [],
        [{ id, from: null, to: 'Pending Approval', actor: 'patient', actorId: user._id }],
      );
      return oneView(id, user);
    },

    approve: (user: SessionUser, id: string) => change(user, id, 'approve'),
    finish: (user: SessionUser, id: string) => change(user, id, 'finish'),
    reject: (user: SessionUser, id: string, note?: string) => change(user, id, 'reject', { note }),
    reschedule: (user: SessionUser, body: contract.RescheduleBookingBody) =>
      change(user, body.bookingId, 'reschedule', {
        startsAt: new Date(body.startsAt),
        note: body.note,
      }),

    async list(user: SessionUser, q: contract.BookingListQuery): Promise<Page<contract.Booking>> {
      if (q.as === 'all' && !user.isAdmin) throw forbidden('Only admins can see every booking.');
      if (q.from && q.to && q.to < q.from) {
        throw badRequest('The end date must not be before the start date.');
      }
      const page = await repo.listBookings({
        ...(q.as === 'all' ? {} : { userId: user._id }),
        ...(q.as === 'doctor' || q.as === 'patient' ? { as: q.as } : {}),
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
