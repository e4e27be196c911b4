import { payments } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderPayment } from '../../infra/payments/payment-provider';
import type {
  BookingPaymentChange,
  BookingPaymentRow,
  PaymentsRepository,
  ReceiptClaim,
} from './payments.repository';

// What a payment step writes when the provider has answered: the patient's customer record, a
// slot freed, a payment to make again, a hold charged at once. Each logs rather than throws where
// the row's state is already right.

const HOUR = 3_600_000;

export const LAPSED_MESSAGE = 'The hold on the card lapsed before the appointment was charged.';
export const AUTHENTICATION_MESSAGE = 'The bank asked for this payment to be confirmed.';
export const LAPSED_FEE_MESSAGE =
  'The hold on the card lapsed before the cancellation fee was charged.';

/** What the payments module needs from bookings, which owns the booking and its people. */
export interface UnpaidBookings {
  /** Rejects the booking by the system (its payment stays as it is: failed or unpaid). */
  release(bookingId: string): Promise<void>;
  /** Tells the patient (to pay on the booking's page by `payBy`) and the doctor. */
  askedToPayAgain(bookingId: string, notice: { reason: string; payBy: Date }): Promise<void>;
  /** Money was taken or given back (once per change): the patient gets a receipt. */
  moneyMoved(bookingId: string, receipt: ReceiptClaim): Promise<void>;
}

export const cardOf = (p: { card: { brand: string; last4: string } | null }) =>
  p.card ? { cardBrand: p.card.brand, cardLast4: p.card.last4 } : {};

/** The facts of a provider's payment that are true whatever the row's state. */
export const factsOf = (p: ProviderPayment): BookingPaymentChange => ({
  intentId: p.id,
  capturedAmount: p.amountCaptured,
  refundedAmount: p.amountRefunded,
  ...cardOf(p),
});

/** The row-writing outcomes of the payment steps (`payment-steps.ts`). */
export function createPaymentOutcomes(deps: {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  unpaid: () => UnpaidBookings | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, repo, provider, log, now } = deps;

  async function customerOf(patientId: string): Promise<string> {
    const known = await repo.customer(patientId);
    if (known) return known;
    const made = await provider.createCustomer({ userId: patientId }, `customer:${patientId}`);
    return repo.insertCustomer(patientId, provider.name, made.id);
  }

  /** Frees the slot of a booking whose card failed or never came; logs, never throws. */
  async function releaseSlot(bookingId: string): Promise<void> {
    try {
      await deps.unpaid()?.release(bookingId);
    } catch (err) {
      log.warn({ err, bookingId }, 'releasing an unpaid booking failed; the sweep retries');
    }
  }

  /**
   * The booking waits for the patient to pay on its page, until `PAY_AGAIN_HOURS` from now (never
   * past its start); the sweep releases it then. Both people are told. `seq`: only while the row
   * is still at that step (the write is the step's end).
   */
  async function askToPayAgain(
    row: BookingPaymentRow,
    reason: string,
    change: BookingPaymentChange,
    seq?: number,
  ): Promise<BookingPaymentRow | undefined> {
    const at = now();
    const payBy = new Date(
      Math.min(at.getTime() + payments.PAY_AGAIN_HOURS * HOUR, row.startsAt.getTime()),
    );
    const set: BookingPaymentChange = {
      ...change,
      state: 'requires_card',
      cardDeadline: payBy,
      askedAgainAt: at,
      holdExpiresAt: null,
      clientSecret: null,
      lastError: reason,
    };
    const asked =
      seq === undefined
        ? await repo.updatePayment(row.bookingId, set)
        : await repo.finishStep(row.bookingId, seq, set);
    if (asked) {
      try {
        await deps.unpaid()?.askedToPayAgain(row.bookingId, { reason, payBy });
      } catch (err) {
        log.warn({ err, bookingId: row.bookingId }, 'telling of a payment to make again failed');
      }
    }
    return asked;
  }

  /**
   * A hold on a booking approved before it was held (a saved card, a payment made again) is
   * charged at once: queued only while the row is still plainly held, so a status change that
   * came meanwhile wins.
   */
  async function chargeIfApproved(row: BookingPaymentRow): Promise<boolean> {
    if (!row.approved || row.state !== 'held' || row.pendingStep) return false;
    const queued = await repo.updatePayment(
      row.bookingId,
      { state: 'captured', pendingStep: 'capture', pendingAmount: row.amount },
      db,
      ['held'],
    );
    return Boolean(queued);
  }

  /**
   * After a step settled: a receipt for the money it took or gave back, claimed on the row so it
   * goes once whichever process (or retry) settled it; logs, never throws.
   */
  async function sendReceipt(bookingId: string): Promise<void> {
    try {
      const claim = await repo.claimReceipt(bookingId);
      if (claim) await deps.unpaid()?.moneyMoved(bookingId, claim);
    } catch (err) {
      log.warn({ err, bookingId }, 'a payment receipt failed');
    }
  }

  return { customerOf, releaseSlot, askToPayAgain, chargeIfApproved, sendReceipt };
}
