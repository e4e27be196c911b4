// The table of what a booking's status change does to its payment (decision 76): pure, so it is
// tested on its own (booking-payments.test.ts) and applied inside bookings' transaction.
import type { AppointmentStatus, payments } from '@portal/contract';
import { conflict } from '../../http/errors';
import { cancellationFee } from './cancellation-policy';
import type { BookingPaymentChange, BookingPaymentRow } from './payments.repository';

export type State = payments.BookingPaymentState;
export type Actor = 'doctor' | 'patient' | 'admin' | 'system';

const REJECTIONS: readonly AppointmentStatus[] = [
  'Rejected by Doctor',
  'Rejected by Patient',
  'Rejected by Admin',
  'Rejected by System',
];
/** States still waiting for a card that succeeds: the slot is released when the wait runs out. */
export const UNPAID: readonly State[] = ['requires_card', 'requires_action', 'failed'];
/** States whose money is settled for good. */
export const CLOSED: readonly State[] = ['released', 'refunded'];

export function toBookingPayment(row: BookingPaymentRow): payments.BookingPayment {
  return {
    bookingId: row.bookingId,
    state: row.state as State,
    amount: row.amount,
    currency: row.currency,
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    nextAction:
      row.state === 'requires_action'
        ? { type: 'authenticate', clientSecret: row.clientSecret }
        : null,
  };
}

/**
 * Queues the provider call that brings the payment to `kept` pence (captured less refunded) for
 * the doctor. The step is what the provider is expected to need; settling reads the provider's
 * payment first and does what it really needs (payment-steps.ts). Queuing a step numbers it
 * (the repository's `updatePayment`).
 */
export function queue(
  step: 'capture' | 'refund' | 'cancel',
  kept: number,
): Pick<BookingPaymentChange, 'pendingStep' | 'pendingAmount'> {
  return { pendingStep: step, pendingAmount: kept };
}

/**
 * What a status change does to the money, as a change of the row: the new state and the provider
 * call to queue. Pure, so the table of cases is read (and tested) in one place. A state written
 * here is what the money will be once the queued step has run; the step writes the state the
 * provider reports.
 */
export function paymentChangeFor(
  row: BookingPaymentRow,
  change: { to: AppointmentStatus; actor: Actor; startsAt: Date },
  at: Date,
): BookingPaymentChange {
  const state = row.state as State;
  const moved: BookingPaymentChange = { startsAt: change.startsAt };
  if (
    change.to === 'Approved' ||
    change.to === 'Rescheduled Approved' ||
    change.to === 'Completed'
  ) {
    if (UNPAID.includes(state)) throw conflict('The patient has not paid for this booking yet.');
    // Held: charge now. Saved card (far ahead): charged when the amount is held nearer the time.
    // Captured already (a reschedule approved): the payment carries over, nothing more.
    if (state === 'held') {
      return { ...moved, approved: true, state: 'captured', ...queue('capture', row.amount) };
    }
    return { ...moved, approved: true };
  }
  if (!REJECTIONS.includes(change.to)) return moved; // Rescheduled, Pending Approval: nothing moves.
  // Rejected: no longer waiting for a card, so the sweep leaves it alone.
  moved.cardDeadline = null;

  const fee = cancellationFee({
    amount: row.amount,
    startsAt: row.startsAt,
    at,
    actor: change.actor,
    approved: row.approved,
  });
  switch (state) {
    case 'held':
      return fee > 0
        ? { ...moved, state: 'captured', feeAmount: fee, ...queue('capture', fee) }
        : { ...moved, state: 'released', ...queue('cancel', 0) };
    case 'captured': {
      if (row.pendingStep === 'capture') {
        // Approved, then cancelled while the charge may be on its way (or done at the provider
        // with its answer lost): the step reads the payment and charges the fee alone, or
        // refunds what was charged beyond it.
        return fee > 0
          ? { ...moved, feeAmount: fee, ...queue('capture', fee) }
          : { ...moved, state: 'released', ...queue('cancel', 0) };
      }
      const refund = row.capturedAmount - row.refundedAmount - fee;
      return refund > 0
        ? { ...moved, state: 'refunded', feeAmount: fee, ...queue('refund', fee) }
        : { ...moved, feeAmount: fee };
    }
    case 'requires_action':
      return row.intentId
        ? { ...moved, state: 'released', ...queue('cancel', 0) }
        : { ...moved, state: 'released' };
    case 'scheduled':
      // A hold placed with the patient away may be on its way: the step lets it go if so.
      return row.pendingStep === 'authorise'
        ? { ...moved, state: 'released', ...queue('cancel', 0) }
        : { ...moved, state: 'released' };
    case 'failed':
      return moved; // Declined: nothing to release; it stays "failed" for people to read.
    default:
      // none, requires_card, released, refunded.
      return CLOSED.includes(state) || state === 'none' ? moved : { ...moved, state: 'released' };
  }
}
