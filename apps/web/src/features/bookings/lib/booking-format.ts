import {
  clockTime,
  londonClock,
  longDayDate,
  shortDateTime,
  type AppointmentStatus,
  type bookings,
} from '@portal/contract';
import { STATUS_TONES } from '../../../shared/ui/status-tones';

/** A price in pence as pounds: 4500 -> '£45.00', 0 -> 'Free'. */
export function formatPrice(pence: number): string {
  if (pence === 0) return 'Free';
  return `£${(pence / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Pounds typed in a price field as integer pence: '45' -> 4500, '£12.5' -> 1250, '0' -> 0;
 * null when it is not an amount of pounds and pence.
 */
export function poundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [pounds = '0', pence = ''] = cleaned.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** Pence as the price field shows it: 4500 -> '45.00'. */
export const penceToPounds = (pence: number) => (pence / 100).toFixed(2);

/** A London calendar day as a heading: '2026-11-26' -> 'Thursday 26 November 2026'. */
export const dayHeading = (date: string) => longDayDate(londonClock(date));

/** A booking's London day and times: 'Thursday 26 November 2026, 09:00 - 09:30'. */
export function bookingWhen(b: { startsAt: string; endsAt: string }): string {
  const start = londonClock(b.startsAt);
  return `${longDayDate(start)}, ${clockTime(start)} - ${clockTime(londonClock(b.endsAt))}`;
}

/** A slot's start as its button shows it: '09:00'. */
export const slotTime = (startsAt: string) => clockTime(londonClock(startsAt));

/** The badge colour of each status: waiting amber, agreed green, finished blue, refused red. */
export function statusColour(status: AppointmentStatus): string {
  if (status === 'Pending Approval' || status === 'Rescheduled') return STATUS_TONES.waiting;
  if (status === 'Approved' || status === 'Rescheduled Approved') return STATUS_TONES.good;
  if (status === 'Completed') return STATUS_TONES.done;
  return STATUS_TONES.bad;
}

const ACTION_WORDS: Record<bookings.BookingHistoryEntry['action'], string> = {
  create: 'Requested',
  approve: 'Approved',
  reject: 'Rejected',
  finish: 'Marked completed',
  reschedule: 'Proposed a new time',
  expire: 'Rejected as still pending at its time',
};

/** One history line: 'Approved by Dr Sarah Patel (doctor) · 26 Nov 2026, 10:02'. */
export function historyLine(entry: bookings.BookingHistoryEntry): string {
  const who = entry.by ? `${entry.by.name} (${entry.actor})` : 'the system';
  return `${ACTION_WORDS[entry.action]} by ${who} · ${shortDateTime(londonClock(entry.at))}`;
}

/** Whether the patient has been asked to pay (again) on the booking's page, and still may. */
export const paymentDue = (b: Pick<bookings.Booking, 'status' | 'payment'>) =>
  (b.payment?.status === 'requires_card' || b.payment?.status === 'requires_action') &&
  (b.status === 'Pending Approval' || Boolean(b.payment.payBy && !b.status.startsWith('Rejected')));

/** What a booking's payment stands at, in words, or null when there is nothing to say. */
export function paymentLine(payment: bookings.BookingPaymentSummary | null): string | null {
  if (!payment || payment.status === 'none') return null;
  const card = payment.last4 ? ` on the card ending ${payment.last4}` : '';
  const amount = formatPrice(payment.amountPence);
  switch (payment.status) {
    case 'requires_card':
      // Asked to pay again (a hold lapsed, a saved card refused): why, and the time it must be by.
      return payment.payBy
        ? `${amount} to pay by card by ${shortDateTime(londonClock(payment.payBy))}${payment.problem ? `: ${payment.problem}` : ''}`
        : `${amount} to pay by card`;
    case 'requires_action':
      return `${amount}: the card needs its extra check`;
    case 'scheduled':
      return `${amount}: card saved${card}, held nearer the time`;
    case 'held':
      return `${amount} held${card}`;
    case 'captured':
      return `${amount} paid${card}`;
    case 'released':
      return `${amount} hold released${card}: nothing charged`;
    case 'refunded':
      return `${amount} refunded${card}`;
    case 'failed':
      return `${amount}: the card was declined`;
  }
}
