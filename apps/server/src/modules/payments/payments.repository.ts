import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  bookingPayments,
  paymentAccounts,
  paymentCustomers,
  paymentEvents,
  paymentOnboardingLinks,
} from '../../db/schema';

export type AccountRow = typeof paymentAccounts.$inferSelect;
export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
export type BookingPaymentChange = Partial<Omit<typeof bookingPayments.$inferInsert, 'bookingId'>>;

/**
 * A change that queues a step numbers it: the number is part of the step's idempotency keys, and
 * a step that ran is cleared only while its number is still the row's (`finishStep`).
 */
const numbered = (set: BookingPaymentChange) =>
  set.pendingStep ? { stepSeq: sql`${bookingPayments.stepSeq} + 1` } : {};

/** The payments module's tables; the only Drizzle user of the module. */
export function createPaymentsRepository(db: Db) {
  return {
    async account(userId: string, tx: Db = db): Promise<AccountRow | undefined> {
      const [row] = await tx
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, userId));
      return row;
    },

    /** Keeps the first account made for a user when two requests race. */
    async insertAccount(
      row: typeof paymentAccounts.$inferInsert,
      tx: Db = db,
    ): Promise<AccountRow> {
      await tx.insert(paymentAccounts).values(row).onConflictDoNothing();
      const [kept] = await tx
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, row.userId));
      return kept!;
    },

    async updateAccount(
      userId: string,
      set: Partial<typeof paymentAccounts.$inferInsert>,
      tx: Db = db,
    ): Promise<AccountRow | undefined> {
      const [row] = await tx
        .update(paymentAccounts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(paymentAccounts.userId, userId))
        .returning();
      return row;
    },

    /** An account's state as the provider reports it (the account webhook). */
    async updateAccountByExternalId(
      externalId: string,
      set: Partial<typeof paymentAccounts.$inferInsert>,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(paymentAccounts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(paymentAccounts.externalId, externalId));
    },

    /** The user's newest link that is neither used nor expiring within a minute. */
    async openLink(userId: string, now: Date) {
      const [row] = await db
        .select()
        .from(paymentOnboardingLinks)
        .where(
          and(
            eq(paymentOnboardingLinks.userId, userId),
            isNull(paymentOnboardingLinks.usedAt),
            gt(paymentOnboardingLinks.expiresAt, new Date(now.getTime() + 60_000)),
          ),
        )
        .orderBy(desc(paymentOnboardingLinks.createdAt))
        .limit(1);
      return row;
    },

    async insertLink(row: typeof paymentOnboardingLinks.$inferInsert): Promise<void> {
      await db.insert(paymentOnboardingLinks).values(row);
    },

    async link(token: string, userId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(paymentOnboardingLinks)
        .where(
          and(eq(paymentOnboardingLinks.token, token), eq(paymentOnboardingLinks.userId, userId)),
        )
        .for('update');
      return row;
    },

    async useLink(token: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(paymentOnboardingLinks)
        .set({ usedAt: at })
        .where(eq(paymentOnboardingLinks.token, token));
    },

    async customer(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row?.id;
    },

    async insertCustomer(userId: string, provider: string, externalId: string): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ userId, provider, externalId })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row!.id;
    },

    async insertPayment(row: typeof bookingPayments.$inferInsert, tx: Db): Promise<void> {
      await tx.insert(bookingPayments).values(row).onConflictDoNothing();
    },

    async payment(bookingId: string, tx: Db = db): Promise<BookingPaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId));
      return row;
    },

    /** The row, locked until the transaction ends. */
    async paymentForUpdate(bookingId: string, tx: Db): Promise<BookingPaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId))
        .for('update');
      return row;
    },

    async paymentByIntent(intentId: string): Promise<BookingPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingPayments)
        .where(or(eq(bookingPayments.intentId, intentId), eq(bookingPayments.setupId, intentId)));
      return row;
    },

    async payments(bookingIds: string[], tx: Db = db): Promise<BookingPaymentRow[]> {
      if (bookingIds.length === 0) return [];
      return tx
        .select()
        .from(bookingPayments)
        .where(inArray(bookingPayments.bookingId, bookingIds));
    },

    /**
     * Changes a row; with `when`, only while it is still in one of those states (another
     * request may have moved it on). Returns the row as changed, or undefined.
     */
    async updatePayment(
      bookingId: string,
      set: BookingPaymentChange,
      tx: Db = db,
      when?: readonly string[],
    ): Promise<BookingPaymentRow | undefined> {
      const [row] = await tx
        .update(bookingPayments)
        .set({ ...set, ...numbered(set), updatedAt: new Date() })
        .where(
          and(
            eq(bookingPayments.bookingId, bookingId),
            when ? inArray(bookingPayments.state, [...when]) : undefined,
          ),
        )
        .returning();
      return row;
    },

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

    /** Records a provider event; false when it was recorded before (a redelivery). */
    async recordEvent(id: string, provider: string, type: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id));
      return Boolean(row);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
