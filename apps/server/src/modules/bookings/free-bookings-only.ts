import type { bookings } from '@portal/contract';
import type { BookingPayments } from './booking-payments.port';

/**
 * Payments for a server without the payments module: free bookings only. Paid booking types
 * cannot be booked (`canTake` is false for a price above 0); nothing is recorded or charged.
 */
export const freeBookingsOnly: BookingPayments = {
  canTake: (_doctorId, pricePence) => Promise.resolve(pricePence === 0),
  opened: () => Promise.resolve(),
  statusChanged: () => Promise.resolve(),
  settle: () => Promise.resolve(),
  summaries: () => Promise.resolve(new Map<string, bookings.BookingPaymentSummary>()),
};
