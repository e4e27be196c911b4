import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { bookingPayments } from '../../db/schema';
import { numbered, type BookingPaymentChange, type BookingPaymentRow } from './payments.repository';

/**
 * The payment steps' queue: a step is claimed by one process, released or finished, and found
 * again when it waits too long; holds about to lapse and unpaid bookings are found by time.
 */
export function createPaymentQueueRepository(db: Db) {
  return {
    /**
     * Takes a row with a queued step for one process to settle until `until` (or until it lets
     * go): null when there is nothing queued or another process has it.
     */
    async claimStep(bookingId: string, at: Date, until: Date): Promise<BookingPaymentRow | null> {
      const [row] = await db
        .update(bookingPayments)
        .set({ settlingUntil: until })
        .where(
          and(
            eq(bookingPayments.bookingId, bookingId),
            isNotNull(bookingPayments.pendingStep),
            or(isNull(bookingPayments.settlingUntil), lte(bookingPayments.settlingUntil, at)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Lets go of a row claimed until `until` (unless another process has claimed it since). */
    async releaseStep(bookingId: string, until: Date): Promise<void> {
      await db
        .update(bookingPayments)
        .set({ settlingUntil: null })
        .where(
          and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.settlingUntil, until)),
        );
    },

    /**
     * Ends step number `seq` with what it came to (and the next step, if `set` queues one, in the
     * same statement); undefined when another step was queued meanwhile (a status change
     * committed while the provider was called), which is left queued.
     */
    async finishStep(
      bookingId: string,
      seq: number,
      set: BookingPaymentChange,
    ): Promise<BookingPaymentRow | undefined> {
      const [row] = await db
        .update(bookingPayments)
        .set({
          pendingStep: null,
          pendingAmount: null,
          ...set,
          ...numbered(set),
          updatedAt: new Date(),
        })
        .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.stepSeq, seq)))
        .returning();
      return row;
    },

    /** Provider calls queued and not done (a crash or a provider failure left them). */
    async pendingSteps(olderThan: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookingPayments.bookingId })
        .from(bookingPayments)
        .where(
          and(
            isNotNull(bookingPayments.pendingStep),
            lt(bookingPayments.updatedAt, olderThan),
            or(
              isNull(bookingPayments.settlingUntil),
              lte(bookingPayments.settlingUntil, olderThan),
            ),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Queues a step for holds that lapse before `before`: the charge where the booking was
     * approved, otherwise a new hold in its place ('renew'). Claimed as `claimDueHolds` is.
     */
    async queueLapsingHolds(before: Date, limit: number): Promise<string[]> {
      const rows = await queryRows<{ bookingId: string }>(
        db,
        sql`
        update ${bookingPayments}
        set pending_step = case when approved then 'capture' else 'renew' end,
            pending_amount = case when approved then amount end,
            step_seq = step_seq + 1, updated_at = now()
        where booking_id in (
          select booking_id from ${bookingPayments}
          where state = 'held' and pending_step is null and hold_expires_at <= ${before}
          order by hold_expires_at limit ${limit} for update skip locked
        ) returning booking_id as "bookingId"`,
      );
      return rows.map((r) => r.bookingId);
    },

    /** Paid bookings still without a card that succeeded when their wait ran out. */
    async unpaidPastDeadline(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookingPayments.bookingId })
        .from(bookingPayments)
        .where(
          and(
            inArray(bookingPayments.state, ['requires_card', 'requires_action', 'failed']),
            lte(bookingPayments.cardDeadline, now),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Claims saved cards whose appointment is now near enough to hold the amount: each row goes
     * to one process (SKIP LOCKED) and is marked with its step in the same statement.
     */
    async claimDueHolds(holdFrom: Date, limit: number): Promise<string[]> {
      const rows = await queryRows<{ bookingId: string }>(
        db,
        sql`
        update ${bookingPayments}
        set pending_step = 'authorise', step_seq = step_seq + 1, updated_at = now()
        where booking_id in (
          select booking_id from ${bookingPayments}
          where state = 'scheduled' and pending_step is null and starts_at <= ${holdFrom}
          order by starts_at limit ${limit} for update skip locked
        ) returning booking_id as "bookingId"`,
      );
      return rows.map((r) => r.bookingId);
    },
  };
}
