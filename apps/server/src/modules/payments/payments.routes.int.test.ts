import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, payments, type AppointmentStatus } from '@portal/contract';
import { bookingPayments, paymentAccounts, sandboxObjects } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { createSandboxProvider } from '../../infra/payments/sandbox-provider';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsService, type PaymentsService } from './payments.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
/** The app's clock: tests move it on. */
let clock = Date.now();
const now = () => new Date(clock);
/** A second instance on the same database, to drive the bookings seam as the bookings service does. */
let service: PaymentsService;
const released: string[] = [];

interface Person {
  id: string;
  token: string;
}
const person = async (): Promise<Person> => {
  const u = await createUser(t.database.db);
  return { id: u.id, token: (await t.login(u.email, u.password)).token };
};
let doctor: Person;
let patient: Person;
let other: Person;

const call = (method: 'GET' | 'POST', url: string, who: Person, payload?: object) =>
  t.request({ method, url, token: who.token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ now, env: { PAYMENTS_SWEEP_SECONDS: '0' } });
  service = createPaymentsService({
    db: t.database.db,
    provider: createSandboxProvider({ db: t.database.db, publicUrl: t.config.publicUrl, now }),
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    now,
  });
  service.setUnpaidBookings({
    release: async (id) => {
      released.push(id);
      // What bookings does: the booking is rejected by the system, and the seam hears of it.
      await change(id, 'Pending Approval', 'Rejected by System', 'system');
    },
    askedToPayAgain: async () => undefined,
    moneyMoved: async () => undefined,
  });
  [doctor, patient, other] = [await person(), await person(), await person()];
});
afterAll(() => t.close());

/** Onboards a doctor through the sandbox's page, as the web app does. */
async function onboard(who: Person) {
  const link = (await call('POST', '/api/payment/getLink', who)).json().data;
  const token = new URL(link.url).searchParams.get('token');
  const res = await call('POST', '/api/payment/sandbox/onboarding', who, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as payments.PaymentAccount;
}

/** A booking as booking/create opens it, `startsIn` ms ahead. */
async function openBooking(startsIn: number, price = 6000, doctorId = doctor.id) {
  const id = randomUUID();
  await t.database.db.transaction((tx) =>
    service.bookings.opened(tx, {
      id,
      doctorId,
      patientId: patient.id,
      pricePence: price,
      startsAt: new Date(clock + startsIn),
    }),
  );
  return id;
}

/** A status change as the bookings service makes it: in its transaction, settled after commit. */
async function change(
  bookingId: string,
  from: AppointmentStatus,
  to: AppointmentStatus,
  actor: 'doctor' | 'patient' | 'admin' | 'system',
  startsAt?: Date,
) {
  const row = await payment(bookingId);
  await t.database.db.transaction((tx) =>
    service.bookings.statusChanged(tx, {
      bookingId,
      from,
      to,
      actor,
      startsAt: startsAt ?? row.startsAt,
    }),
  );
  await service.bookings.settle([bookingId]);
}

async function payment(bookingId: string) {
  const [row] = await t.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  return row!;
}

/** The sandbox's record of the booking's payment at the "provider". */
async function providerPayment(bookingId: string) {
  const row = await payment(bookingId);
  const [obj] = await t.database.db
    .select()
    .from(sandboxObjects)
    .where(eq(sandboxObjects.id, row.intentId!));
  return obj!.data as { status: string; amountCaptured: number; amountRefunded: number };
}

async function card(number: string, who = patient) {
  const res = await call('POST', '/api/payment/sandbox/card', who, {
    number,
    expMonth: 12,
    expYear: new Date(clock).getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.paymentMethod as string;
}

const pay = async (bookingId: string, paymentMethod: string, who = patient) =>
  call('POST', '/api/payment/source', who, { bookingId, paymentMethod });

describe('config', () => {
  it('names the sandbox, with no publishable key', async () => {
    const res = await call('GET', '/api/payment/config', patient);
    expect(res.json().data).toEqual({ provider: 'sandbox', publishableKey: null });
  });
});

describe("the doctor's account", () => {
  it('starts Not Started, and takes no paid bookings', async () => {
    const fresh = await person();
    const res = await call('GET', '/api/payment/getAccount', fresh);
    expect(res.json().data).toMatchObject({ status: 'Not Started', bankAccount: null });
    expect(await service.bookings.canTake(fresh.id, 5000, t.database.db)).toBe(false);
    expect(await service.bookings.canTake(fresh.id, 0, t.database.db)).toBe(true);
  });

  it('gives the same open link again, and a new one once it is used or expired', async () => {
    const d = await person();
    const first = (await call('POST', '/api/payment/getLink', d)).json().data;
    expect(first.url).toMatch(/\/appointment\/onboarding\?token=\w+/);
    const again = (await call('POST', '/api/payment/getLink', d)).json().data;
    expect(again.url).toBe(first.url);
    expect((await call('GET', '/api/payment/getAccount', d)).json().data.status).toBe('Pending');

    // Expired: a new link, and the old one is refused.
    clock += 31 * 60_000;
    const later = (await call('POST', '/api/payment/getLink', d)).json().data;
    expect(later.url).not.toBe(first.url);
    const oldToken = new URL(first.url).searchParams.get('token');
    const expired = await call('POST', '/api/payment/sandbox/onboarding', d, { token: oldToken });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatch(/expired/);

    // Used: refused again, and the next request gets a new link.
    const token = new URL(later.url).searchParams.get('token');
    const done = await call('POST', '/api/payment/sandbox/onboarding', d, { token });
    expect(done.json().data).toMatchObject({
      status: 'Completed',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    const used = await call('POST', '/api/payment/sandbox/onboarding', d, { token });
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toMatch(/used already/);
    const next = (await call('POST', '/api/payment/getLink', d)).json().data;
    expect(next.url).not.toBe(later.url);
    expect(await service.bookings.canTake(d.id, 5000, t.database.db)).toBe(true);
  });

  it("keeps one doctor's link from another (404), and shows each only their own account", async () => {
    const a = await person();
    const link = (await call('POST', '/api/payment/getLink', a)).json().data;
    const token = new URL(link.url).searchParams.get('token');
    const res = await call('POST', '/api/payment/sandbox/onboarding', other, { token });
    expect(res.statusCode).toBe(404);
    await onboard(a);
    expect((await call('GET', '/api/payment/getAccount', other)).json().data.status).not.toBe(
      'Completed',
    );
  });
});

describe('the bank account', () => {
  it('is validated: six-digit sort code, eight-digit account number', async () => {
    const bad = await call('POST', '/api/payment/account', doctor, {
      accountHolderName: 'Dr A Doctor',
      sortCode: '12-34-5',
      accountNumber: '1234567x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      sortCode: messages.digits(6),
      accountNumber: messages.digits(8),
    });
    const missing = await call('POST', '/api/payment/account', doctor, { sortCode: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.accountHolderName).toBe(messages.required);
  });

  it('comes back, and is stored, as its last four digits only', async () => {
    const res = await call('POST', '/api/payment/account', doctor, {
      accountHolderName: 'Dr A Doctor',
      sortCode: '20-00-91',
      accountNumber: '31926819',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bankAccount).toEqual({
      accountHolderName: 'Dr A Doctor',
      last4: '6819',
      sortCodeLast2: '91',
    });
    expect(res.body).not.toContain('31926819');
    expect(res.body).not.toContain('200091');
    const read = await call('GET', '/api/payment/getAccount', doctor);
    expect(read.body).not.toContain('31926819');
    expect(read.json().data.bankAccount.last4).toBe('6819');
    // Nowhere in our tables, the sandbox provider's included.
    const dump = await queryRows<{ t: string }>(
      t.database.db,
      sql`select (select coalesce(json_agg(a), '[]') from payment_accounts a)::text || (select coalesce(json_agg(s), '[]') from sandbox_objects s)::text || (select coalesce(json_agg(k), '[]') from sandbox_idempotency_keys k)::text as t`,
    );
    expect(dump[0]!.t).toContain('6819');
    expect(dump[0]!.t).not.toContain('31926819');
  });

  it('is refused with a clear message when the bank does not know it', async () => {
    const res = await call('POST', '/api/payment/account', doctor, {
      accountHolderName: 'Dr A Doctor',
      sortCode: '000000',
      accountNumber: '00000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The bank could not find this account.');
  });

  it("is one's own: another doctor's account is untouched", async () => {
    await call('POST', '/api/payment/account', other, {
      accountHolderName: 'Someone Else',
      sortCode: '401276',
      accountNumber: '55779911',
    });
    const mine = await call('GET', '/api/payment/getAccount', doctor);
    expect(mine.json().data.bankAccount.last4).toBe('6819');
    const [row] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, doctor.id));
    expect(row!.bankLast4).toBe('6819');
  });
});

describe('a booking’s card', () => {
  beforeAll(async () => {
    await onboard(doctor);
  });

  it('holds the amount at booking and charges it on approval', async () => {
    const id = await openBooking(2 * DAY);
    expect((await payment(id)).state).toBe('requires_card');
    const res = await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'held', amount: 6000, cardLast4: '4242' });
    expect((await providerPayment(id)).status).toBe('held');

    await change(id, 'Pending Approval', 'Approved', 'doctor');
    expect(await payment(id)).toMatchObject({
      state: 'captured',
      capturedAmount: 6000,
      pendingStep: null,
    });
    expect(await providerPayment(id)).toMatchObject({ status: 'captured', amountCaptured: 6000 });
    const summary = await service.bookings.summaries([id]);
    expect(summary.get(id)).toEqual({
      status: 'captured',
      amountPence: 6000,
      last4: '4242',
      payBy: null,
      problem: null,
    });
    // Paid: a second card is refused.
    expect((await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds))).statusCode).toBe(409);
  });

  it('releases the hold on a rejection, and never charges after it', async () => {
    for (const [to, actor] of [
      ['Rejected by Doctor', 'doctor'],
      ['Rejected by Admin', 'admin'],
      ['Rejected by System', 'system'],
      ['Rejected by Patient', 'patient'],
    ] as const) {
      const id = await openBooking(2 * HOUR);
      await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
      await change(id, 'Pending Approval', to, actor);
      expect(await payment(id)).toMatchObject({
        state: 'released',
        capturedAmount: 0,
        pendingStep: null,
      });
      expect(await providerPayment(id)).toMatchObject({ status: 'canceled', amountCaptured: 0 });
      // Approving afterwards is refused by bookings' transitions; the seam itself charges nothing.
      await service.bookings.settle([id]);
      expect((await providerPayment(id)).amountCaptured).toBe(0);
    }
  });

  it('refunds in full when the doctor cancels an approved, charged booking', async () => {
    const id = await openBooking(3 * HOUR);
    await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    await change(id, 'Pending Approval', 'Approved', 'doctor');
    await change(id, 'Approved', 'Rejected by Doctor', 'doctor');
    expect(await payment(id)).toMatchObject({
      state: 'refunded',
      capturedAmount: 6000,
      refundedAmount: 6000,
    });
  });

  it('keeps the policy’s fee when the patient cancels inside the window', async () => {
    // Within 24 hours: half of the price is kept.
    const late = await openBooking(10 * HOUR);
    await pay(late, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    await change(late, 'Pending Approval', 'Approved', 'doctor');
    await change(late, 'Approved', 'Rejected by Patient', 'patient');
    expect(await payment(late)).toMatchObject({
      state: 'refunded',
      feeAmount: 3000,
      capturedAmount: 6000,
      refundedAmount: 3000,
    });
    // From 48 to 24 hours: a quarter.
    const middle = await openBooking(30 * HOUR);
    await pay(middle, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    await change(middle, 'Pending Approval', 'Approved', 'doctor');
    await change(middle, 'Approved', 'Rejected by Patient', 'patient');
    expect(await payment(middle)).toMatchObject({ feeAmount: 1500, refundedAmount: 4500 });
    // Two days or more: nothing kept.
    const early = await openBooking(3 * DAY);
    await pay(early, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    await change(early, 'Pending Approval', 'Approved', 'doctor');
    await change(early, 'Approved', 'Rejected by Patient', 'patient');
    expect(await payment(early)).toMatchObject({ feeAmount: 0, refundedAmount: 6000 });
  });

  it('carries the payment over a reschedule: one charge', async () => {
    const id = await openBooking(2 * DAY);
    await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    await change(id, 'Pending Approval', 'Approved', 'doctor');
    const moved = new Date(clock + 4 * DAY);
    await change(id, 'Approved', 'Rescheduled', 'patient', moved);
    await change(id, 'Rescheduled', 'Rescheduled Approved', 'doctor', moved);
    const row = await payment(id);
    expect(row).toMatchObject({ state: 'captured', capturedAmount: 6000, refundedAmount: 0 });
    expect(row.startsAt.getTime()).toBe(moved.getTime());
    const charges = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(
        sql`${sandboxObjects.kind} = 'payment' and ${sandboxObjects.data}->>'status' = 'captured' and ${sandboxObjects.id} = ${row.intentId}`,
      );
    expect(charges).toHaveLength(1);
    // A paid card is never asked for again after the reschedule.
    expect((await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds))).statusCode).toBe(409);
  });

  it('refuses a declined card with a clear message, and the booking holds no slot', async () => {
    const id = await openBooking(2 * DAY);
    const declined = await card(payments.SANDBOX_TEST_CARDS.declined);
    await expect(
      service.bookings.attachSource(patient.id, { bookingId: id, paymentMethod: declined }),
    ).rejects.toMatchObject({
      statusCode: 402,
      code: 'CARD_DECLINED',
      message: payments.CARD_DECLINED_MESSAGE,
    });
    expect(released).toContain(id);
    expect(await payment(id)).toMatchObject({
      state: 'failed',
      capturedAmount: 0,
      cardDeadline: null,
    });
    // Released: another card cannot revive it.
    const again = await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/book the time again/);

    // Over HTTP: the same answer.
    const other = await openBooking(2 * DAY);
    const res = await pay(other, declined);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: payments.CARD_DECLINED_MESSAGE,
      code: 'CARD_DECLINED',
    });
  });

  it('asks for the extra step, then holds once the patient passes it', async () => {
    const id = await openBooking(2 * DAY);
    const pm = await card(payments.SANDBOX_TEST_CARDS.authenticate);
    const res = await pay(id, pm);
    expect(res.json().data).toMatchObject({
      state: 'requires_action',
      nextAction: { type: 'authenticate', clientSecret: null },
    });
    const ok = await call('POST', '/api/payment/sandbox/authenticate', patient, {
      bookingId: id,
      approve: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.state).toBe('held');
    // Sending the same card again reads the outcome; nothing is held twice.
    expect((await pay(id, pm)).statusCode).toBe(409);
    const holds = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(
        sql`${sandboxObjects.kind} = 'payment' and ${sandboxObjects.data}->>'paymentMethod' = ${pm}`,
      );
    expect(holds).toHaveLength(1);
  });

  it('refuses the card when the extra step fails', async () => {
    const id = await openBooking(2 * DAY);
    await pay(id, await card(payments.SANDBOX_TEST_CARDS.authenticate));
    const res = await call('POST', '/api/payment/sandbox/authenticate', patient, {
      bookingId: id,
      approve: false,
    });
    expect(res.statusCode).toBe(402);
    expect((await payment(id)).state).toBe('failed');
  });

  it('saves the card for an appointment further ahead than a hold lasts, and holds it nearer the time', async () => {
    const id = await openBooking(20 * DAY);
    const res = await pay(id, await card(payments.SANDBOX_TEST_CARDS.succeeds));
    expect(res.json().data).toMatchObject({ state: 'scheduled', cardLast4: '4242' });
    expect((await payment(id)).intentId).toBeNull();
    await change(id, 'Pending Approval', 'Approved', 'doctor');
    expect(await payment(id)).toMatchObject({ state: 'scheduled', approved: true });

    // Nothing is due yet.
    await service.bookings.sweep();
    expect((await payment(id)).state).toBe('scheduled');
    // Fourteen days on, the appointment is six days away: held and, approved, charged.
    clock += 14 * DAY + HOUR;
    await service.bookings.sweep();
    await service.bookings.sweep();
    expect(await payment(id)).toMatchObject({
      state: 'captured',
      capturedAmount: 6000,
      pendingStep: null,
    });
    clock -= 14 * DAY + HOUR;
  });

  it('answers 404 for a booking of someone else, and for one that does not exist', async () => {
    const id = await openBooking(2 * DAY);
    const pm = await card(payments.SANDBOX_TEST_CARDS.succeeds, other);
    expect((await pay(id, pm, other)).statusCode).toBe(404);
    expect((await pay(id, pm, doctor)).statusCode).toBe(404);
    expect((await pay(randomUUID(), pm, other)).statusCode).toBe(404);
    const step = await call('POST', '/api/payment/sandbox/authenticate', other, {
      bookingId: id,
      approve: true,
    });
    expect(step.statusCode).toBe(404);
    expect((await payment(id)).state).toBe('requires_card');
  });

  it('releases a booking whose card never came once its wait is over', async () => {
    const id = await openBooking(2 * DAY);
    await service.bookings.sweep();
    expect(released).not.toContain(id);
    clock += (payments.CARD_WAIT_MINUTES + 1) * 60_000;
    await service.bookings.sweep();
    expect(released).toContain(id);
    expect((await payment(id)).state).toBe('released');
    // Released once: later sweeps leave it alone.
    await service.bookings.sweep();
    expect(released.filter((r) => r === id)).toHaveLength(1);
  });

  it('refuses approval of a booking not paid for (409)', async () => {
    const id = await openBooking(2 * DAY);
    await expect(change(id, 'Pending Approval', 'Approved', 'doctor')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await payment(id)).state).toBe('requires_card');
  });

  it('takes only the sandbox’s test cards', async () => {
    const res = await call('POST', '/api/payment/sandbox/card', patient, {
      number: '4111 1111 1111 1111',
      expMonth: 1,
      expYear: 2040,
      cvc: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/test cards only/);
  });
});
