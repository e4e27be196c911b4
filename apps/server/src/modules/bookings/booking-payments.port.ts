import type { AppointmentStatus, bookings } from '@portal/contract';
import type { Db } from '../../db/client';

/** Who changed a booking's status. */
export type BookingActorKind = 'doctor' | 'patient' | 'admin' | 'system';

/**
 * The seam between bookings and payments: the bookings service calls it inside its transactions
 * (rows only) and after commit (`settle`, where provider calls happen), so a booking's status and
 * its payment state change together and no card is ever charged after a rejection.
 */
export interface BookingPayments {
  /** Whether the doctor may take a booking of this price (price 0 always; paid needs a 'Completed' account). */
  canTake(doctorId: string, pricePence: number, tx: Db): Promise<boolean>;
  /** In booking/create's transaction: record what the new booking owes. Writes rows only; no provider call. */
  opened(
    tx: Db,
    booking: {
      id: string;
      doctorId: string;
      patientId: string;
      pricePence: number;
      startsAt: Date;
    },
  ): Promise<void>;
  /** In the status change's transaction, after the booking row changed. Writes rows only; B runs provider calls after commit. */
  statusChanged(
    tx: Db,
    change: {
      bookingId: string;
      from: AppointmentStatus;
      to: AppointmentStatus;
      actor: BookingActorKind;
      startsAt: Date;
      previousStartsAt?: Date;
    },
  ): Promise<void>;
  /** After commit: run what the change queued (holds, captures, releases). Never throws for a provider failure. */
  settle(bookingIds: string[]): Promise<void>;
  /** The payment summary shown with each booking. */
  summaries(bookingIds: string[], tx?: Db): Promise<Map<string, bookings.BookingPaymentSummary>>;
}
