// A paid booking end to end through the API, bookings and payments wired as app.ts wires them:
// booked, paid by card, approved, rejected, rescheduled; a declined card frees the slot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, WEEKDAYS, type bookings as contract } from '@portal/contract';
import { bookingPayments, bookings, sandboxObjects } from '../../db/schema';
import { createUser } from '../../test/factories';
import { mailCount, mailRead } from '../../test/outbox';
import { createPaymentsRepository } from './payments.repository';
import { createTestApp, type TestApp } from '../../test/test-app';

let clock = new Date('2026-01-05T08:00:00Z').getTime();
const now = () => new Date(clock);

let t: TestApp;
interface Person {
  id: string;
  email: string;
  token: string;
}
let doctor: Person;
let patient: Person;
let stranger: Person;
let admin: Person;
let typeId: string;

const person = async (opts: Parameters<typeof createUser>[1] = {}): Promise<Person> => {
  const u = await createUser(t.database.db, opts);
  return { id: u.id, email: u.email, token: (await t.login(u.email, u.password)).token };
};
const call = (method: string, url: string, who: Person, payload?: unknown) =>
  t.request({
    method: method as 'GET',
    url,
    token: who.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function onboard(who: Person) {
  const link = (await call('POST', '/api/payment/getLink', who)).json().data;
  const token = new URL(link.url).searchParams.get('token');
  expect((await call('POST', '/api/payment/sandbox/onboarding', who, { token })).statusCode).toBe(
    200,
  );
}

async function paidType(who: Person, pricePence = 4000) {
  const res = await call('POST', '/api/bookingType/create', who, {
    name: 'Paid consultation',
    pricePence,
    availability: WEEKDAYS.map((day) => ({ day, starttime: '9:00', endtime: '17:00' })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as contract.BookingType)._id;
}

const book = (startsAt: string, who = patient) =>
  call('POST', '/api/booking/create', who, { bookingTypeId: typeId, startsAt });

async function card(number: string) {
  const res = await call('POST', '/api/payment/sandbox/card', patient, {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return res.json().data.paymentMethod as string;
}
const pay = async (bookingId: string, number: string = payments.SANDBOX_TEST_CARDS.succeeds) =>
  call('POST', '/api/payment/source', patient, {
    bookingId,
    paymentMethod: await card(number),
  });

async function booked(startsAt: string) {
  const res = await book(startsAt);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as contract.Booking;
}
const money = async (id: string) =>
  (await t.database.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id)))[0]!;
const sandboxIntent = async (id: string) =>
  (await t.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id)))[0]!.data;
const status = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp({
    env: { BOOKING_SWEEP_SECONDS: '0', PAYMENTS_SWEEP_SECONDS: '1' },
    now,
  });
  doctor = await person({ firstName: 'Dora', lastName: 'Doctor' });
  patient = await person({ firstName: 'Pat', lastName: 'Patient' });
  stranger = await person();
  admin = await person({ role: 'admin' });
  typeId = await paidType(doctor);
  await onboard(doctor);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date('2026-01-05T08:00:00Z').getTime();
});

describe('a paid booking', () => {
  it('is refused while the doctor’s payment account is not Completed', async () => {
    const unready = await person();
    const res = await call('POST', '/api/booking/create', patient, {
      bookingTypeId: await paidType(unready),
      startsAt: '2026-01-07T09:00:00Z',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/payment account is not set up/);
  });

  it('waits for its card, holds it, and is charged once on approval', async () => {
    const b = await booked('2026-01-07T09:00:00Z');
    expect(b.payment).toEqual({
      status: 'requires_card',
      amountPence: 4000,
      last4: null,
      payBy: null,
      problem: null,
    });
    expect((await pay(b._id)).json().data).toMatchObject({ state: 'held', cardLast4: '4242' });
    const approved = await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.payment).toEqual({
      status: 'captured',
      amountPence: 4000,
      last4: '4242',
      payBy: null,
      problem: null,
    });
    expect(await money(b._id)).toMatchObject({ capturedAmount: 4000, pendingStep: null });
  });

  it('cannot be approved before it is paid for', async () => {
    const b = await booked('2026-01-07T10:00:00Z');
    const res = await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/not paid/);
    expect(await status(b._id)).toBe('Pending Approval');
  });

  it('releases the hold when the doctor rejects it; nothing is charged', async () => {
    const b = await booked('2026-01-07T11:00:00Z');
    await pay(b._id);
    const res = await call('PUT', `/api/booking/delete/${b._id}`, doctor, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('Rejected by Doctor');
    expect(await money(b._id)).toMatchObject({ state: 'released', capturedAmount: 0 });
    const [pi] = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, (await money(b._id)).intentId!));
    expect(pi!.data).toMatchObject({ status: 'canceled', amountCaptured: 0 });
  });

  it('carries its payment over a reschedule: one charge', async () => {
    const b = await booked('2026-01-07T12:00:00Z');
    await pay(b._id);
    await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    const moved = await call('POST', '/api/booking/reschedule', patient, {
      bookingId: b._id,
      startsAt: '2026-01-08T12:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const ok = await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    expect(ok.json().data.status).toBe('Rescheduled Approved');
    const row = await money(b._id);
    expect(row).toMatchObject({ state: 'captured', capturedAmount: 4000, refundedAmount: 0 });
    expect(row.startsAt.toISOString()).toBe('2026-01-08T12:00:00.000Z');
    const charges = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.kind, 'payment'));
    expect(
      charges.filter(
        (c) => (c.data as { paymentMethod?: string }).paymentMethod === row.paymentMethod,
      ),
    ).toHaveLength(1);
  });

  it('keeps the policy’s fee when the patient cancels inside 24 hours', async () => {
    const b = await booked('2026-01-05T16:00:00Z');
    await pay(b._id);
    await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    const res = await call('PUT', `/api/booking/delete/${b._id}`, patient, {});
    expect(res.json().data.status).toBe('Rejected by Patient');
    expect(await money(b._id)).toMatchObject({
      state: 'refunded',
      feeAmount: 2000,
      capturedAmount: 4000,
      refundedAmount: 2000,
    });
  });

  it('with a declined card: a clear message, and the slot is free again at once', async () => {
    const startsAt = '2026-01-07T14:00:00Z';
    const b = await booked(startsAt);
    const res = await pay(b._id, payments.SANDBOX_TEST_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: payments.CARD_DECLINED_MESSAGE,
      code: 'CARD_DECLINED',
    });
    expect(await status(b._id)).toBe('Rejected by System');
    expect((await money(b._id)).state).toBe('failed');
    // Someone else books the same slot straight away.
    const other = await book(startsAt, stranger);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('frees the slot when no card comes within the wait', async () => {
    const startsAt = '2026-01-07T15:00:00Z';
    const b = await booked(startsAt);
    expect((await book(startsAt, stranger)).statusCode).toBe(409);
    clock += (payments.CARD_WAIT_MINUTES + 1) * 60_000;
    // The app's sweep (every PAYMENTS_SWEEP_SECONDS, 1 here) releases it.
    for (let i = 0; i < 50 && (await status(b._id)) !== 'Rejected by System'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await status(b._id)).toBe('Rejected by System');
    expect((await money(b._id)).state).toBe('released');
    expect((await book(startsAt, stranger)).statusCode).toBe(200);
  });

  it('renews a hold about to lapse with the card it was made with, and lets the old one go', async () => {
    const b = await booked('2026-01-07T16:00:00Z');
    await pay(b._id);
    const first = await money(b._id);
    // The card networks' window with the patient there (sandbox-provider.ts).
    expect(first.holdExpiresAt).toEqual(new Date(clock + 7 * 24 * 3_600_000));
    // The patient proposes a later time, and nobody answers for six days.
    const moved = await call('POST', '/api/booking/reschedule', patient, {
      bookingId: b._id,
      startsAt: '2026-01-21T09:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock += (6 * 24 + 1) * 3_600_000;
    // The app's sweep holds the amount again, with the patient away, a day before it lapses.
    for (let i = 0; i < 50 && (await money(b._id)).intentId === first.intentId; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const renewed = await money(b._id);
    expect(renewed).toMatchObject({ state: 'held', pendingStep: null, capturedAmount: 0 });
    expect(renewed.intentId).not.toBe(first.intentId);
    expect(renewed.holdExpiresAt).toEqual(new Date(clock + (4 * 24 + 18) * 3_600_000));
    const [old] = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, first.intentId!));
    expect(old!.data).toMatchObject({ status: 'canceled', amountCaptured: 0 });
  });

  it('an admin’s rejection releases a hold: nothing is charged', async () => {
    const b = await booked('2026-01-09T09:00:00Z');
    await pay(b._id);
    const res = await call('PUT', `/api/booking/delete/${b._id}`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Rejected by Admin',
      payment: { status: 'released' },
    });
    const row = await money(b._id);
    expect(row).toMatchObject({ state: 'released', capturedAmount: 0, feeAmount: 0 });
    expect(await sandboxIntent(row.intentId!)).toMatchObject({
      status: 'canceled',
      amountCaptured: 0,
    });
  });

  it('an admin’s rejection refunds a charge in full, even inside 24 hours', async () => {
    const b = await booked('2026-01-05T16:30:00Z');
    await pay(b._id);
    await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    const res = await call('PUT', `/api/booking/delete/${b._id}`, admin, {});
    expect(res.json().data).toMatchObject({
      status: 'Rejected by Admin',
      payment: { status: 'refunded' },
    });
    const row = await money(b._id);
    expect(row).toMatchObject({
      state: 'refunded',
      feeAmount: 0,
      capturedAmount: 4000,
      refundedAmount: 4000,
    });
    expect(await sandboxIntent(row.intentId!)).toMatchObject({
      amountCaptured: 4000,
      amountRefunded: 4000,
    });
  });

  it('is another patient’s to pay: 404', async () => {
    const b = await booked('2026-01-08T09:00:00Z');
    const res = await call('POST', '/api/payment/source', stranger, {
      bookingId: b._id,
      paymentMethod: await card(payments.SANDBOX_TEST_CARDS.succeeds),
    });
    expect(res.statusCode).toBe(404);
    expect((await money(b._id)).state).toBe('requires_card');
  });
});

describe('receipts', () => {
  // A patient of their own per test: earlier tests' payments sent receipts too.
  beforeEach(async () => {
    patient = await person({ firstName: 'Pat', lastName: 'Patient' });
  });
  const paidFor = async (startsAt: string) => {
    const b = await booked(startsAt);
    await pay(b._id);
    const ok = await call('PATCH', '/api/booking/approved', doctor, { bookingId: b._id });
    expect(ok.statusCode, ok.body).toBe(200);
    return b;
  };

  it('sends the patient one receipt when the payment is taken, with the card and the appointment', async () => {
    // 09:30 GMT in January; the receipt names London's time.
    const b = await paidFor('2026-01-09T09:30:00Z');
    const subject = 'Receipt for your payment of £40.00';
    const mail = await mailRead(t.config.DATA_DIR, patient.email, subject);
    expect(mail.text).toContain('Amount paid: £40.00');
    expect(mail.text).toContain('Card: Visa ending 4242');
    expect(mail.text).toContain('Appointment: Paid consultation');
    expect(mail.text).toContain('With: Dora Doctor');
    expect(mail.text).toContain('When: Friday 9 January 2026, 09:30 (UK time)');
    expect(mail.text).toContain(`Booking reference: ${b._id}`);
    expect(mail.html).toContain('<th align="left">Amount paid</th><td>£40.00</td>');
    expect(mail.html).toContain('Visa ending 4242');
    // The money sent for is claimed: a retry or another process finds nothing to send.
    expect(await createPaymentsRepository(t.database.db).claimReceipt(b._id)).toBeNull();
    await new Promise((r) => setTimeout(r, 1200)); // the app's sweep runs meanwhile
    expect(mailCount(t.config.DATA_DIR, patient.email, subject)).toBe(1);
    expect(mailCount(t.config.DATA_DIR, doctor.email, subject)).toBe(0);
  });

  it('sends a refund receipt for a part refund, saying what the fee kept', async () => {
    const b = await paidFor('2026-01-05T15:00:00Z');
    const res = await call('PUT', `/api/booking/delete/${b._id}`, patient, {});
    expect(res.json().data.status).toBe('Rejected by Patient');
    const mail = await mailRead(
      t.config.DATA_DIR,
      patient.email,
      'Receipt for your refund of £20.00',
    );
    expect(mail.text).toContain('Amount refunded: £20.00');
    expect(mail.text).toContain('Card: Visa ending 4242');
    expect(mail.text).toContain('£20.00 was kept as the cancellation fee');
    expect(mail.text).toContain('When: Monday 5 January 2026, 15:00 (UK time)');
    expect(mail.html).toContain('<th align="left">Amount refunded</th><td>£20.00</td>');
  });

  it('sends a full refund receipt when the doctor cancels a paid booking', async () => {
    // Summer time: 13:00 UTC is 14:00 in London.
    clock = new Date('2026-06-08T08:00:00Z').getTime();
    const b = await paidFor('2026-06-10T13:00:00Z');
    const res = await call('PUT', `/api/booking/delete/${b._id}`, doctor, {});
    expect(res.json().data.status).toBe('Rejected by Doctor');
    expect(await money(b._id)).toMatchObject({ capturedAmount: 4000, refundedAmount: 4000 });
    const refunds = () =>
      mailRead(t.config.DATA_DIR, patient.email, 'Receipt for your refund of £40.00');
    const mail = await refunds();
    expect(mail.text).toContain('When: Wednesday 10 June 2026, 14:00 (UK time)');
    expect(mail.text).not.toContain('cancellation fee');
    expect(mail.html).toContain('Visa ending 4242');
  });
});
