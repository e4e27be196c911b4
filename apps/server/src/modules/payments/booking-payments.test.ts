import { describe, expect, it } from 'vitest';
import { paymentChangeFor } from './payment-changes';
import type { BookingPaymentRow } from './payments.repository';

const startsAt = new Date('2026-10-25T09:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const row = (over: Partial<BookingPaymentRow> = {}): BookingPaymentRow => ({
  bookingId: 'b1',
  doctorId: 'd1',
  patientId: 'p1',
  provider: 'sandbox',
  amount: 8000,
  currency: 'gbp',
  state: 'held',
  startsAt,
  cardDeadline: null,
  approved: false,
  paymentMethod: 'pm',
  cardBrand: 'visa',
  cardLast4: '4242',
  intentId: 'pi',
  setupId: null,
  clientSecret: null,
  capturedAmount: 0,
  refundedAmount: 0,
  feeAmount: 0,
  pendingStep: null,
  pendingAmount: null,
  stepSeq: 0,
  settlingUntil: null,
  askedAgainAt: null,
  holdExpiresAt: null,
  attempts: 0,
  lastError: null,
  receiptedCaptured: 0,
  receiptedRefunded: 0,
  createdAt: startsAt,
  updatedAt: startsAt,
  ...over,
});

describe('what a status change does to the money', () => {
  it('captures a hold on approval or completion', () => {
    for (const to of ['Approved', 'Rescheduled Approved', 'Completed'] as const) {
      expect(
        paymentChangeFor(row(), { to, actor: 'doctor', startsAt }, hoursBefore(50)),
      ).toMatchObject({
        state: 'captured',
        approved: true,
        pendingStep: 'capture',
        pendingAmount: 8000,
      });
    }
  });

  it('refuses approval of a booking without a card that succeeded (409)', () => {
    for (const state of ['requires_card', 'requires_action', 'failed']) {
      expect(() =>
        paymentChangeFor(
          row({ state }),
          { to: 'Approved', actor: 'doctor', startsAt },
          hoursBefore(50),
        ),
      ).toThrow(expect.objectContaining({ statusCode: 409 }));
    }
  });

  it('only moves the time on a reschedule, and charges nothing again once charged', () => {
    const later = new Date(startsAt.getTime() + 86_400_000);
    const captured = row({ state: 'captured', approved: true, capturedAmount: 8000 });
    expect(
      paymentChangeFor(
        captured,
        { to: 'Rescheduled', actor: 'patient', startsAt: later },
        hoursBefore(60),
      ),
    ).toEqual({
      startsAt: later,
    });
    expect(
      paymentChangeFor(
        captured,
        { to: 'Rescheduled Approved', actor: 'doctor', startsAt: later },
        hoursBefore(60),
      ),
    ).toEqual({ startsAt: later, approved: true });
  });

  it('releases a hold on any rejection without a fee', () => {
    for (const [to, actor] of [
      ['Rejected by Doctor', 'doctor'],
      ['Rejected by Admin', 'admin'],
      ['Rejected by System', 'system'],
      ['Rejected by Patient', 'patient'],
    ] as const) {
      expect(paymentChangeFor(row(), { to, actor, startsAt }, hoursBefore(1))).toMatchObject({
        state: 'released',
        pendingStep: 'cancel',
        cardDeadline: null,
      });
    }
  });

  // pendingAmount is what the doctor keeps once the step has run (the fee, or nothing).
  it('refunds a charge less the fee when the patient cancels late, in full otherwise', () => {
    const charged = row({ state: 'captured', approved: true, capturedAmount: 8000 });
    expect(
      paymentChangeFor(
        charged,
        { to: 'Rejected by Patient', actor: 'patient', startsAt },
        hoursBefore(2),
      ),
    ).toMatchObject({
      state: 'refunded',
      feeAmount: 4000,
      pendingStep: 'refund',
      pendingAmount: 4000,
    });
    expect(
      paymentChangeFor(
        charged,
        { to: 'Rejected by Doctor', actor: 'doctor', startsAt },
        hoursBefore(2),
      ),
    ).toMatchObject({ state: 'refunded', feeAmount: 0, pendingStep: 'refund', pendingAmount: 0 });
  });

  it('charges only the fee when an approval’s charge has not run before a late cancellation', () => {
    const queued = row({
      state: 'captured',
      approved: true,
      pendingStep: 'capture',
      pendingAmount: 8000,
    });
    expect(
      paymentChangeFor(
        queued,
        { to: 'Rejected by Patient', actor: 'patient', startsAt },
        hoursBefore(30),
      ),
    ).toMatchObject({ feeAmount: 2000, pendingAmount: 2000 });
    expect(
      paymentChangeFor(
        queued,
        { to: 'Rejected by Doctor', actor: 'doctor', startsAt },
        hoursBefore(30),
      ),
    ).toMatchObject({ state: 'released', pendingStep: 'cancel' });
  });

  it('lets a saved card go, and leaves a declined one as it is, on a rejection', () => {
    expect(
      paymentChangeFor(
        row({ state: 'scheduled', intentId: null }),
        { to: 'Rejected by Doctor', actor: 'doctor', startsAt },
        hoursBefore(300),
      ),
    ).toMatchObject({ state: 'released' });
    const declined = paymentChangeFor(
      row({ state: 'failed' }),
      { to: 'Rejected by System', actor: 'system', startsAt },
      hoursBefore(30),
    );
    expect(declined.state).toBeUndefined();
    expect(declined.pendingStep).toBeUndefined();
  });
});
