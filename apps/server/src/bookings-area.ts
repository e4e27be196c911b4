import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './infra/mail';
import { createPaymentProvider } from './infra/payments/create-provider';
import type { PaymentProvider } from './infra/payments/payment-provider';
import type { JobScheduler } from './infra/scheduled-jobs';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createPaymentsService } from './modules/payments/payments.service';
import type { RealtimePort } from './realtime/socket-server';

// Bookings and payments wired together (issue 30), beside app.ts as the admin area is
// (decision 103): the two services, the seam between them and their sweeps.

/** What one process's bookings and payments need, beside the app's scheduling. */
export interface BookingsServicesDeps {
  config: Config;
  db: Db;
  realtime?: RealtimePort | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The payment provider; by default the one the config names (decision 75). */
  provider?: PaymentProvider;
}

/**
 * The two services and the seam between them: bookings take their money through payments' side
 * of the seam (decisions 76-78); payments frees the slot of a booking nobody paid for, and has
 * the people on a booking told when it must be paid again, and the patient sent a receipt when
 * money moves, through bookings. The integration
 * tests build a second one of these as a second process would.
 */
export function createBookingsServices(deps: BookingsServicesDeps) {
  const { config, db, now } = deps;
  const payments = createPaymentsService({
    db,
    provider: deps.provider ?? createPaymentProvider(config, db, now),
    publicUrl: config.publicUrl,
    log: deps.log,
    now,
  });
  const bookings = createBookingsService({
    db,
    payments: payments.bookings,
    realtime: deps.realtime,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log: deps.log,
    now,
  });
  payments.setUnpaidBookings({
    release: (id) => bookings.releaseUnpaid(id),
    askedToPayAgain: (id, notice) => bookings.askedToPayAgain(id, notice),
    moneyMoved: (id, receipt) => bookings.moneyMoved(id, receipt),
  });
  return { payments, bookings };
}

export interface BookingsAreaDeps {
  app: FastifyInstance;
  config: Config;
  db: Db;
  realtime: RealtimePort;
  mailer: Mailer;
  /** Where the sweeps are scheduled, once across processes (decision 108). */
  jobs: JobScheduler;
  now: () => Date;
}

export function wireBookingsArea({
  app,
  config,
  db,
  realtime,
  mailer,
  jobs,
  now,
}: BookingsAreaDeps) {
  const { payments, bookings } = createBookingsServices({
    config,
    db,
    realtime,
    mailer,
    log: app.log,
    now,
  });
  if (config.PAYMENTS_SWEEP_SECONDS > 0) {
    // Queued provider calls left by a crash, unpaid bookings past their wait, saved cards now
    // near enough to hold, holds about to lapse; rows are claimed and calls carry their keys.
    jobs.add({
      name: 'payments-sweep',
      everyMs: config.PAYMENTS_SWEEP_SECONDS * 1000,
      firstDelayMs: config.PAYMENTS_SWEEP_SECONDS * 1000,
      run: () => payments.bookings.sweep(),
    });
  }
  if (config.BOOKING_SWEEP_SECONDS > 0) {
    jobs.add({
      name: 'booking-sweep',
      everyMs: config.BOOKING_SWEEP_SECONDS * 1000,
      firstDelayMs: 0,
      run: () => bookings.sweep(),
    });
  }
  // Notifications still under way finish before the app is down (a mail that fails is logged).
  app.addHook('onClose', () => bookings.drain());
  return { payments, bookings };
}
