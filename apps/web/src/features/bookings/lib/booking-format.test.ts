import { describe, expect, it } from 'vitest';
import type { bookings } from '@portal/contract';
import {
  bookingWhen,
  dayHeading,
  formatPrice,
  historyLine,
  paymentDue,
  paymentLine,
  poundsToPence,
  slotTime,
} from './booking-format';

describe('prices', () => {
  it('are shown in pounds from integer pence', () => {
    expect(formatPrice(4500)).toBe('£45.00');
    expect(formatPrice(123456)).toBe('£1,234.56');
    expect(formatPrice(0)).toBe('Free');
  });

  it('are typed in pounds and kept in pence without floating-point error', () => {
    expect(poundsToPence('45')).toBe(4500);
    expect(poundsToPence('£12.5')).toBe(1250);
    expect(poundsToPence('19.99')).toBe(1999);
    expect(poundsToPence('1,000.10')).toBe(100010);
    expect(poundsToPence('0')).toBe(0);
    expect(poundsToPence('12.345')).toBeNull();
    expect(poundsToPence('-5')).toBeNull();
    expect(poundsToPence('ten')).toBeNull();
  });
});

describe('times', () => {
  it('are London’s, across the clock change', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC; 9:00 London is 08:00 UTC.
    expect(slotTime('2026-03-29T08:00:00.000Z')).toBe('09:00');
    expect(slotTime('2026-03-28T09:00:00.000Z')).toBe('09:00');
    // 25 October 2026: back to GMT.
    expect(slotTime('2026-10-25T09:00:00.000Z')).toBe('09:00');
    expect(
      bookingWhen({ startsAt: '2026-07-02T08:00:00.000Z', endsAt: '2026-07-02T08:30:00.000Z' }),
    ).toBe('Thursday 2 July 2026, 09:00 - 09:30');
    expect(dayHeading('2026-11-26')).toBe('Thursday 26 November 2026');
  });
});

describe('history and payment lines', () => {
  it('say who did what and when', () => {
    const entry: bookings.BookingHistoryEntry = {
      _id: 'h1',
      action: 'approve',
      actor: 'doctor',
      by: { _id: 'd', name: 'Sarah Patel', avatarUrl: null },
      from: 'Pending Approval',
      to: 'Approved',
      startsAt: '2026-12-01T10:00:00.000Z',
      note: null,
      at: '2026-11-26T10:02:00.000Z',
    };
    expect(historyLine(entry)).toBe('Approved by Sarah Patel (doctor) · 26 Nov 2026, 10:02');
    expect(historyLine({ ...entry, action: 'expire', actor: 'system', by: null })).toBe(
      'Rejected as still pending at its time by the system · 26 Nov 2026, 10:02',
    );
  });

  it('say what the payment stands at', () => {
    expect(paymentLine(null)).toBeNull();
    expect(
      paymentLine({ status: 'held', amountPence: 4500, last4: '4242', payBy: null, problem: null }),
    ).toBe('£45.00 held on the card ending 4242');
    expect(
      paymentLine({
        status: 'released',
        amountPence: 4500,
        last4: '4242',
        payBy: null,
        problem: null,
      }),
    ).toBe('£45.00 hold released on the card ending 4242: nothing charged');
    // Asked to pay again: by when (UK time), and why.
    expect(
      paymentLine({
        status: 'requires_card',
        amountPence: 4500,
        last4: '4242',
        payBy: '2026-12-02T15:30:00.000Z',
        problem: 'The hold on the card lapsed before the appointment was charged.',
      }),
    ).toBe(
      '£45.00 to pay by card by 2 Dec 2026, 15:30: The hold on the card lapsed before the appointment was charged.',
    );
  });

  it('say when the patient may still pay on the booking’s page', () => {
    const asked = {
      status: 'requires_card' as const,
      amountPence: 4500,
      last4: null,
      payBy: '2026-12-02T15:30:00.000Z',
      problem: 'Your card was declined.',
    };
    expect(paymentDue({ status: 'Approved', payment: asked })).toBe(true);
    expect(paymentDue({ status: 'Rejected by System', payment: asked })).toBe(false);
    expect(paymentDue({ status: 'Approved', payment: { ...asked, payBy: null } })).toBe(false);
    expect(paymentDue({ status: 'Pending Approval', payment: { ...asked, payBy: null } })).toBe(
      true,
    );
  });
});
