import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { bookingPayments, paymentEvents } from '../../db/schema';
import { createPaymentAccountsRepository } from './payment-accounts.repository';
import { createPaymentQueueRepository } from './payment-queue.repository';

export type { AccountRow } from './payment-accounts.repository';
export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
export type BookingPaymentChange = Partial<Omit<typeof bookingPayments.$inferInsert, 'bookingId'>>;

/** Money a settled step moved that the patient has not had a receipt for, in pence. */
export interface ReceiptClaim {
  /** Newly captured. */
  paid: number;
  /** Newly refunded. */
  refunded: number;
  capturedAmount: number;
  refundedAmount: number;
  feeAmount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * A change that queues a step numbers it: the number is part of the step's idempotency keys, and
 * a step that ran is cleared only while its number is still the row's (`finishStep`).
 */
export const numbered = (set: BookingPaymentChange) =>
  set.pendingStep ? { stepSeq: sql`${bookingPayments.stepSeq} + 1` } : {};

/**
 * The payments module's tables, the module's only Drizzle user: booking payments and provider
 * events here, accounts (`payment-accounts`) and the steps' queue (`payment-queue`) beside.
 */
export function createPaymentsRepository(db: Db) {
  return {
    ...createPaymentAccountsRepository(db),
    ...createPaymentQueueRepository(db),

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
     * The money moved since the patient's last receipt, claimed for a receipt in one statement
     * (the row is locked for it, so of two processes only one gets it); null when none moved.
     */
    async claimReceipt(bookingId: string): Promise<ReceiptClaim | null> {
      const [row] = await queryRows<ReceiptClaim>(
        db,
        sql`update booking_payments p
            set receipted_captured = p.captured_amount, receipted_refunded = p.refunded_amount
            from (select booking_id, receipted_captured, receipted_refunded from booking_payments
                  where booking_id = ${bookingId} for update) old
            where p.booking_id = old.booking_id
              and (p.captured_amount > p.receipted_captured or p.refunded_amount > p.receipted_refunded)
            returning p.captured_amount - old.receipted_captured as "paid",
              p.refunded_amount - old.receipted_refunded as "refunded",
              p.captured_amount as "capturedAmount", p.refunded_amount as "refundedAmount",
              p.fee_amount as "feeAmount", p.card_brand as "cardBrand", p.card_last4 as "cardLast4"`,
      );
      return row ?? null;
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
