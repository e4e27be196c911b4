import {
  bookings as contractValues,
  type AppointmentStatus,
  type bookings as contract,
} from '@portal/contract';
import { isExclusionViolation } from '../../db/sql-state';
import type { SessionUser } from '../../http/session';
import { conflict, notFound } from '../../http/errors';
import type { BookingActorKind } from './booking-payments.port';
import { offeredSlot } from './booking-requests';
import type { BookingUseCaseDeps } from './booking-view';
import { decide, facts, roleOf } from './bookings.policy';
import type { BookingsRepository } from './bookings.repository';

const SLOT_TAKEN = contractValues.SLOT_TAKEN_MESSAGE;

type ChangeAction = 'approve' | 'reject' | 'finish' | 'reschedule';

/** The lifecycle steps a person takes on a booking: approve, reject, finish, reschedule. */
export function createBookingChanges({
  db,
  repo,
  payments,
  now,
  afterCommit,
  views,
}: BookingUseCaseDeps) {
  const { oneView } = views;
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
          const slot = offeredSlot(type, opts.startsAt!, at);
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
    approve: (user: SessionUser, id: string) => change(user, id, 'approve'),
    finish: (user: SessionUser, id: string) => change(user, id, 'finish'),
    reject: (user: SessionUser, id: string, note?: string) => change(user, id, 'reject', { note }),
    reschedule: (user: SessionUser, body: contract.RescheduleBookingBody) =>
      change(user, body.bookingId, 'reschedule', {
        startsAt: new Date(body.startsAt),
        note: body.note,
      }),
  };
}
