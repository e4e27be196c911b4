// Ownership in payments: a booking's card is its patient's to give; the account calls act on the
// caller's own account only (they take no id).
import { eq } from 'drizzle-orm';
import { bookingPayments } from '../../db/schema';
import { makeCard, makePaidBooking } from '../fixtures/payments';
import type { FixtureContext, Person } from '../fixtures';
import type { OwnershipRow } from './types';

type Booking = { id: string };

/** The payment as its patient's booking shows it (without the row's clock). */
async function seen(ctx: FixtureContext, o: Booking) {
  const [row] = await ctx.t.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, o.id));
  const { updatedAt: _u, createdAt: _c, ...rest } = row!;
  return rest;
}

const paidBooking: OwnershipRow<Booking> = {
  kind: 'booking payment',
  create: (ctx, a: Person) => makePaidBooking(ctx, a, { needsStep: true }),
  view: (ctx, _a, o) => seen(ctx, o),
  routes: [
    {
      route: 'POST /api/payment/source',
      ids: ['body.bookingId'],
      access: 'write',
      label: 'pay for the booking with a card of the caller’s',
      call: async (o, caller, ctx) => ({
        body: { bookingId: o.id, paymentMethod: await makeCard(ctx, caller) },
      }),
    },
    {
      route: 'POST /api/payment/sandbox/authenticate',
      ids: ['body.bookingId'],
      access: 'write',
      label: 'answer the extra step of the booking’s card',
      call: (o) => ({ body: { bookingId: o.id, approve: true } }),
    },
  ],
};

export const paymentsRows = [paidBooking];
