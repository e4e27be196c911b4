import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppointmentStatus } from '@portal/contract';
import type { Db } from '../db/client';
import {
  bookingPayments,
  bookings,
  bookingTypes,
  paymentAccounts,
  sandboxObjects,
} from '../db/schema';
import { createRandom } from './random';

// Demo payments (issue 30): every demo doctor who takes bookings has a Completed sandbox account
// with a bank account (by its last four digits), and each paid demo booking has the payment its
// status implies: held while pending, charged once approved, released when rejected. Written to
// the sandbox provider's tables too, so approving or rejecting a demo booking moves real (sandbox)
// money. Ids from a generator of their own.

const PAID: readonly AppointmentStatus[] = [
  'Approved',
  'Rescheduled',
  'Rescheduled Approved',
  'Completed',
];

const stateOf = (status: AppointmentStatus) =>
  status === 'Pending Approval' ? 'held' : PAID.includes(status) ? 'captured' : 'released';

const hex = (id: string) => id.replaceAll('-', '');

/** Completed sandbox accounts for the doctors, and the payments of their paid bookings. */
export async function seedPayments(tx: Db, opts: { doctorIds: string[] }): Promise<void> {
  const rnd = createRandom(20261127);
  const doctorIds = [...new Set(opts.doctorIds)];
  for (const [i, userId] of doctorIds.entries()) {
    const accountId = `sbx_acct_${hex(rnd.uuid())}`;
    const last4 = String(1000 + rnd.int(0, 8999));
    await tx.insert(sandboxObjects).values({
      id: accountId,
      kind: 'account',
      data: {
        id: accountId,
        userId,
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      },
    });
    await tx.insert(paymentAccounts).values({
      userId,
      provider: 'sandbox',
      externalId: accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      bankHolderName: `Demo Doctor ${i + 1}`,
      bankLast4: last4,
      bankSortCodeLast2: String(10 + rnd.int(0, 89)),
      bankExternalId: `sbx_ba_${hex(rnd.uuid())}`,
    });
  }

  const paid = await tx
    .select({
      id: bookings.id,
      doctorId: bookings.doctorId,
      patientId: bookings.patientId,
      startsAt: bookings.startsAt,
      status: bookings.status,
      price: bookingTypes.pricePence,
    })
    .from(bookings)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.bookingTypeId))
    .where(and(gt(bookingTypes.pricePence, 0), inArray(bookings.doctorId, doctorIds)))
    .orderBy(bookings.startsAt, bookings.id);

  for (const b of paid) {
    const state = stateOf(b.status as AppointmentStatus);
    const cardId = `sbx_pm_${hex(rnd.uuid())}`;
    const intentId = `sbx_pi_${hex(rnd.uuid())}`;
    await tx.insert(sandboxObjects).values([
      {
        id: cardId,
        kind: 'card',
        data: { id: cardId, behaviour: 'succeed', brand: 'visa', last4: '4242' },
      },
      {
        id: intentId,
        kind: 'payment',
        data: {
          id: intentId,
          paymentMethod: cardId,
          status: state === 'released' ? 'canceled' : state,
          amount: b.price,
          amountCaptured: state === 'captured' ? b.price : 0,
          amountRefunded: 0,
          clientSecret: null,
          declineMessage: null,
          card: { brand: 'visa', last4: '4242' },
        },
      },
    ]);
    await tx.insert(bookingPayments).values({
      bookingId: b.id,
      doctorId: b.doctorId,
      patientId: b.patientId,
      provider: 'sandbox',
      amount: b.price,
      state,
      startsAt: b.startsAt,
      approved: state === 'captured',
      paymentMethod: cardId,
      cardBrand: 'visa',
      cardLast4: '4242',
      intentId,
      capturedAmount: state === 'captured' ? b.price : 0,
    });
  }
}
