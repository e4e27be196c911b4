import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './infra/mail';
import { createPaymentProvider } from './infra/payments/create-provider';
import type { JobScheduler } from './infra/scheduled-jobs';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createPaymentsService } from './modules/payments/payments.service';
import type { RealtimePort } from './realtime/socket-server';

// Bookings and payments wired together (issue 30), beside app.ts as the admin area is
// (decision 103): the two services, the seam between them and their sweeps.

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
  // The sandbox provider, or Stripe with STRIPE_SECRET_KEY (decision 75).
  const payments = createPaymentsService({
    db,
    provider: createPaymentProvider(config, db, now),
    publicUrl: config.publicUrl,
    log: app.log,
    now,
  });
  if (config.PAYMENTS_SWEEP_SECONDS > 0) {
    // Queued provider calls left by a crash, unpaid bookings past their wait, saved cards now
    // near enough to hold; rows are claimed and calls carry their keys besides.
    jobs.add({
      name: 'payments-sweep',
      everyMs: config.PAYMENTS_SWEEP_SECONDS * 1000,
      firstDelayMs: config.PAYMENTS_SWEEP_SECONDS * 1000,
      run: () => payments.bookings.sweep(),
    });
  }
  // Bookings take their money through payments' side of the seam (decisions 76-78); payments
  // frees the slot of a booking whose card failed through bookings.
  const bookings = createBookingsService({
    db,
    payments: payments.bookings,
    realtime,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    now,
  });
  payments.setUnpaidBookings({
    release: (id) => bookings.releaseUnpaid(id),
    askedToPayAgain: (id, notice) => bookings.askedToPayAgain(id, notice),
  });
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
