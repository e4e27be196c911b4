// The provider calls a booking's payment queued (decision 133): each reads the provider's
// payment first and does what the payment really needs to end as the row says, so a call that
// timed out after succeeding, a status change committed while a call was on its way, or a hold
// the provider let lapse all end in the state the provider is in. One process settles a row at a
// time (a lease on the row); each call's idempotency key carries the step's number, so a new step
// never replays an older one's answer; a step is cleared only while it is still the one queued.

import { payments } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderPayment } from '../../infra/payments/payment-provider';
import type { AccountsService } from './accounts.service';
import { UNPAID, type State } from './payment-changes';
import type {
  BookingPaymentChange,
  BookingPaymentRow,
  PaymentsRepository,
} from './payments.repository';

const HOUR = 3_600_000;
/** How long a process may hold a row while it calls the provider (a crash lets go after it). */
const LEASE_MS = 2 * 60_000;
/** Steps queued while one ran are run at once, up to this many in a row; the sweep does the rest. */
const ROUNDS = 3;

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
}

export interface PaymentStepsDeps {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  accounts: AccountsService;
  unpaid: () => UnpaidBookings | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}

const cardOf = (p: { card: { brand: string; last4: string } | null }) =>
  p.card ? { cardBrand: p.card.brand, cardLast4: p.card.last4 } : {};

/** The facts of a provider's payment that are true whatever the row's state. */
const factsOf = (p: ProviderPayment): BookingPaymentChange => ({
  intentId: p.id,
  capturedAmount: p.amountCaptured,
  refundedAmount: p.amountRefunded,
  ...cardOf(p),
});

export function createPaymentSteps(deps: PaymentStepsDeps) {
  const { db, repo, provider, accounts, log, now } = deps;

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

  /** Writes what the provider said of a payment the patient is making; a decline frees the slot. */
  async function applyPayment(
    row: BookingPaymentRow,
    p: ProviderPayment,
  ): Promise<BookingPaymentRow> {
    const base = { intentId: p.id, clientSecret: p.clientSecret, ...cardOf(p) };
    if (p.status === 'declined') {
      if (row.askedAgainAt) {
        // Paying again: another card may be tried until the booking's deadline.
        return (
          (await repo.updatePayment(
            row.bookingId,
            { ...base, state: 'requires_card', lastError: p.declineMessage },
            db,
            UNPAID,
          )) ?? row
        );
      }
      const failed = await repo.updatePayment(
        row.bookingId,
        { ...base, state: 'failed', lastError: p.declineMessage },
        db,
        UNPAID,
      );
      await releaseSlot(row.bookingId);
      return failed ?? row;
    }
    if (p.status === 'requires_action' || p.status === 'processing') {
      // The bank's step, or the provider still deciding (its webhook tells): not a decline.
      const state = p.status === 'requires_action' ? 'requires_action' : (row.state as State);
      return (await repo.updatePayment(row.bookingId, { ...base, state }, db, UNPAID)) ?? row;
    }
    if (p.status === 'held') {
      const held = await repo.updatePayment(
        row.bookingId,
        { ...base, state: 'held', lastError: null, holdExpiresAt: p.captureBefore },
        db,
        UNPAID,
      );
      if (held && (await chargeIfApproved(held))) await settleOne(row.bookingId);
      return (await repo.payment(row.bookingId)) ?? row;
    }
    return row;
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

  /** The key of one provider call of step number `seq`. */
  const keyOf = (row: BookingPaymentRow, call: string, seq: number) =>
    `${row.bookingId}:${call}:${seq}`;

  /**
   * Capture, refund or cancel: brings the provider's payment to `pendingAmount` kept, from what
   * the provider reports now, and writes the state it ends in. True when another step was queued
   * while this one ran.
   */
  async function bringToKept(row: BookingPaymentRow, seq: number): Promise<boolean> {
    const kept = row.pendingStep === 'cancel' ? 0 : (row.pendingAmount ?? 0);
    if (!row.intentId) return !(await repo.finishStep(row.bookingId, seq, {}));
    const id = row.intentId;
    let p = await provider.getPayment(id);
    if (p.status === 'held') {
      p =
        kept > 0
          ? await provider.capture(id, kept, keyOf(row, 'capture', seq))
          : await provider.cancel(id, keyOf(row, 'cancel', seq));
    } else if (p.status === 'requires_action' && kept === 0) {
      p = await provider.cancel(id, keyOf(row, 'cancel', seq));
    }
    if (p.status === 'captured' && p.amountCaptured - p.amountRefunded > kept) {
      p = await provider.refund(
        id,
        p.amountCaptured - p.amountRefunded - kept,
        keyOf(row, 'refund', seq),
      );
    }
    if (p.status === 'processing') throw new Error(`Payment ${id} is still processing.`);
    if (p.status === 'canceled' && kept > 0) {
      // The hold lapsed (or was let go at the provider) before it was charged: an appointment's
      // price is asked for again; a cancelled one's fee cannot be, and is given up.
      if (row.feeAmount === 0) return !(await askToPayAgain(row, LAPSED_MESSAGE, factsOf(p), seq));
      log.warn(
        { bookingId: row.bookingId },
        'a hold lapsed before its cancellation fee was charged',
      );
      const done = await repo.finishStep(row.bookingId, seq, {
        ...factsOf(p),
        state: 'released',
        holdExpiresAt: null,
        lastError: LAPSED_FEE_MESSAGE,
      });
      return !done;
    }
    if (p.status === 'captured' && p.amountCaptured - p.amountRefunded < kept) {
      log.error({ bookingId: row.bookingId, kept, p }, 'a payment keeps less than it should');
    }
    const state: State | undefined =
      p.status === 'captured'
        ? p.amountRefunded > 0
          ? 'refunded'
          : 'captured'
        : p.status === 'canceled'
          ? 'released'
          : undefined;
    const done = await repo.finishStep(row.bookingId, seq, {
      ...factsOf(p),
      ...(state ? { state } : {}),
      holdExpiresAt: null,
      lastError: null,
    });
    if (!done) await repo.updatePayment(row.bookingId, factsOf(p));
    return !done;
  }

  /**
   * A hold placed with the patient away: a saved card nearer the time ('authorise'), or a new
   * hold in place of one about to lapse ('renew'). A refusal asks the patient to pay on-session.
   */
  async function holdOffSession(row: BookingPaymentRow, seq: number): Promise<boolean> {
    const renewing = row.pendingStep === 'renew';
    // A hold still processing when this step last ran is read, not made again (its key would
    // only replay the answer "processing").
    const p =
      !renewing && row.intentId
        ? await provider.getPayment(row.intentId)
        : await provider.authorise(
            {
              amount: row.amount,
              currency: row.currency,
              customerId: await customerOf(row.patientId),
              paymentMethod: row.paymentMethod ?? '',
              destinationAccountId: (await accounts.ensure(row.doctorId)).externalId,
              bookingId: row.bookingId,
              description: `Appointment ${row.bookingId}`,
              offSession: true,
            },
            keyOf(row, renewing ? 'renew' : 'authorise-saved', seq),
          );
    if (p.status === 'processing') {
      await repo.updatePayment(row.bookingId, { intentId: p.id });
      throw new Error(`Payment ${p.id} is still processing.`);
    }
    // The hold being replaced is let go once there is another, or once there will be none.
    if (renewing && row.intentId && row.intentId !== p.id) {
      const old = await provider.getPayment(row.intentId);
      if (old.status === 'held') await provider.cancel(row.intentId, keyOf(row, 'cancel', seq));
    }
    if (p.status === 'declined' || p.status === 'requires_action') {
      const reason =
        p.status === 'declined'
          ? (p.declineMessage ?? payments.CARD_DECLINED_MESSAGE)
          : AUTHENTICATION_MESSAGE;
      return !(await askToPayAgain(row, reason, { intentId: p.id, ...cardOf(p) }, seq));
    }
    const done = await repo.finishStep(row.bookingId, seq, {
      ...factsOf(p),
      state: 'held',
      holdExpiresAt: p.captureBefore,
      lastError: null,
    });
    if (!done) {
      // A status change came meanwhile: the new hold is recorded for its step to let go of.
      await repo.updatePayment(row.bookingId, { intentId: p.id, holdExpiresAt: p.captureBefore });
      return true;
    }
    return chargeIfApproved(done);
  }

  /** Runs the step a row has queued; records a failure for the sweep to retry. Never throws. */
  async function settleOne(bookingId: string): Promise<void> {
    for (let round = 0; round < ROUNDS; round++) {
      const at = now();
      const until = new Date(at.getTime() + LEASE_MS);
      const row = await repo.claimStep(bookingId, at, until);
      if (!row?.pendingStep) return;
      const seq = row.stepSeq;
      let again = false;
      try {
        again =
          row.pendingStep === 'authorise' || row.pendingStep === 'renew'
            ? await holdOffSession(row, seq)
            : await bringToKept(row, seq);
      } catch (err) {
        await repo.updatePayment(bookingId, {
          attempts: row.attempts + 1,
          lastError: err instanceof Error ? err.message : String(err),
        });
        log.warn(
          { err, bookingId, step: row.pendingStep },
          'a payment step failed; the sweep retries it',
        );
      } finally {
        await repo.releaseStep(bookingId, until);
      }
      if (!again) return;
    }
  }

  return { customerOf, releaseSlot, applyPayment, settleOne, askToPayAgain };
}

export type PaymentSteps = ReturnType<typeof createPaymentSteps>;
