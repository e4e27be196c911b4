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
import {
  AUTHENTICATION_MESSAGE,
  cardOf,
  createPaymentOutcomes,
  factsOf,
  LAPSED_FEE_MESSAGE,
  LAPSED_MESSAGE,
  type UnpaidBookings,
} from './payment-outcomes';
import { UNPAID, type State } from './payment-changes';
import type { BookingPaymentRow, PaymentsRepository } from './payments.repository';

/** How long a process may hold a row while it calls the provider (a crash lets go after it). */
const LEASE_MS = 2 * 60_000;
/** Steps queued while one ran are run at once, up to this many in a row; the sweep does the rest. */
const ROUNDS = 3;

export {
  AUTHENTICATION_MESSAGE,
  LAPSED_FEE_MESSAGE,
  LAPSED_MESSAGE,
  type UnpaidBookings,
} from './payment-outcomes';

export interface PaymentStepsDeps {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  accounts: AccountsService;
  unpaid: () => UnpaidBookings | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function createPaymentSteps(deps: PaymentStepsDeps) {
  const { db, repo, provider, accounts, log, now } = deps;
  const { customerOf, releaseSlot, askToPayAgain, chargeIfApproved, sendReceipt } =
    createPaymentOutcomes(deps);

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

  /**
   * Runs the step a row has queued, then sends a receipt for the money it moved. Never throws.
   */
  async function settleOne(bookingId: string): Promise<void> {
    await runSteps(bookingId);
    await sendReceipt(bookingId);
  }

  /** Runs the step a row has queued; records a failure for the sweep to retry. */
  async function runSteps(bookingId: string): Promise<void> {
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
