import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import type { BookingActorKind, BookingPayments } from './booking-payments.port';
import type { BookingsRepository } from './bookings.repository';
import { HOLDING } from './bookings.policy';

/** One booking's move, as the service's after-commit step announces it. */
export interface BookingChange {
  id: string;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  actor: BookingActorKind;
  actorId: string | null;
}

/** The service's step after a commit: payments settle, then people hear of the changes. */
export type AfterCommit = (ids: string[], changes: BookingChange[]) => Promise<void>;

const SYSTEM_REJECTED = 'Rejected by System' as const;

/**
 * Rejected by System (decisions 73 and 76): requests still pending when their time came, swept on
 * a schedule, and paid bookings whose card failed, released one by one. Each move writes the
 * row, its history and its payment in one transaction, then goes through the service's
 * after-commit step like any other.
 */
export function createBookingSweep(deps: {
  db: Db;
  repo: BookingsRepository;
  payments: BookingPayments;
  afterCommit: AfterCommit;
  now: () => Date;
}) {
  const { db, repo, payments, afterCommit, now } = deps;

  /**
   * Rejected by System: every request still pending when its time came, in one statement,
   * with its history and payment in the same transaction. Returns how many it moved.
   */
  async function sweep(): Promise<number> {
    const at = now();
    const moved = await db.transaction(async (tx) => {
      const rows = await repo.expirePending(tx, at);
      await repo.addHistory(
        tx,
        rows.map((r) => ({
          bookingId: r.id,
          actorId: null,
          actorRole: 'system',
          action: 'expire',
          fromStatus: 'Pending Approval',
          toStatus: SYSTEM_REJECTED,
          startsAt: r.startsAt,
          note: 'Not approved before its time.',
          at,
        })),
      );
      for (const r of rows) {
        await payments.statusChanged(tx, {
          bookingId: r.id,
          from: 'Pending Approval',
          to: SYSTEM_REJECTED,
          actor: 'system',
          startsAt: r.startsAt,
        });
      }
      return rows;
    });
    if (moved.length) {
      await afterCommit(
        moved.map((r) => r.id),
        moved.map((r) => ({
          id: r.id,
          from: 'Pending Approval' as const,
          to: SYSTEM_REJECTED,
          actor: 'system' as const,
          actorId: null,
        })),
      );
    }
    return moved.length;
  }

  return {
    sweep,

    /**
     * Rejected by System for a paid booking whose card was declined or never came in time
     * (payments' `UnpaidBookings`, decisions 76 and 133): its slot is free at once. A booking
     * that has ended since is left alone.
     */
    async releaseUnpaid(id: string): Promise<void> {
      const at = now();
      const from = await db.transaction(async (tx) => {
        const b = await repo.lockBooking(tx, id);
        const status = b?.status as AppointmentStatus | undefined;
        // Any live booking: a request whose card never came, or an approved one whose patient
        // was asked to pay again (a lapsed hold, a saved card refused) and did not.
        if (!b || !status || !HOLDING.includes(status)) return null;
        await repo.updateBooking(tx, id, {
          status: SYSTEM_REJECTED,
          proposedStartsAt: null,
          proposedEndsAt: null,
          proposedBy: null,
        });
        await repo.addHistory(tx, [
          {
            bookingId: id,
            actorId: null,
            actorRole: 'system',
            action: 'expire',
            fromStatus: status,
            toStatus: SYSTEM_REJECTED,
            startsAt: b.startsAt,
            note: 'The card was declined, or not given in time.',
            at,
          },
        ]);
        await payments.statusChanged(tx, {
          bookingId: id,
          from: status,
          to: SYSTEM_REJECTED,
          actor: 'system',
          startsAt: b.startsAt,
        });
        return status;
      });
      if (from) {
        await afterCommit(
          [id],
          [{ id, from, to: SYSTEM_REJECTED, actor: 'system', actorId: null }],
        );
      }
    },
  };
}
