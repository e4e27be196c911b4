import { bookings as contractValues, type bookings as contract } from '@portal/contract';
import { isExclusionViolation } from '../../db/sql-state';
import type { SessionUser } from '../../http/session';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { BookingUseCaseDeps } from './booking-view';
import type { BookingTypeRecord } from './bookings.repository';
import {
  daysInclusive,
  freeSlots as freeOf,
  londonDate,
  londonDatePlus,
  londonDayRange,
  offeredSlots,
  type OfferedSlot,
  type Range,
} from './slots';

const SLOT_TAKEN = contractValues.SLOT_TAKEN_MESSAGE;
const FREE_SLOTS_MAX_DAYS = contractValues.FREE_SLOTS_MAX_DAYS;
const HORIZON_DAYS = contractValues.BOOKING_HORIZON_DAYS;

const toFreeSlot = (r: OfferedSlot): contract.FreeSlot => ({
  startsAt: r.start.toISOString(),
  endsAt: r.end.toISOString(),
  date: r.date,
  starttime: r.starttime,
  endtime: r.endtime,
});

/** The slot `startsAt` of a type when its availability offers it at `now`, else a 409. */
export function offeredSlot(type: BookingTypeRecord, startsAt: Date, now: Date): Range {
  if (startsAt.getTime() <= now.getTime()) {
    throw conflict('This time has already passed. Please choose a later slot.');
  }
  if (londonDate(startsAt) > londonDatePlus(now, HORIZON_DAYS)) {
    throw conflict(`Bookings can be made up to ${HORIZON_DAYS} days ahead.`);
  }
  const date = londonDate(startsAt);
  const slot = offeredSlots(type.slots, type.durationMinutes, date, date).find(
    (s) => s.start.getTime() === startsAt.getTime(),
  );
  if (!slot) throw conflict('The doctor does not offer this time. Please choose a free slot.');
  return slot;
}

/** A type's free slots, and a patient's request for one of them. */
export function createBookingRequests({
  db,
  repo,
  payments,
  now,
  afterCommit,
  views,
}: BookingUseCaseDeps) {
  const { oneView } = views;
  return {
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
      const slot = offeredSlot(type, new Date(body.startsAt), now());
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
  };
}
