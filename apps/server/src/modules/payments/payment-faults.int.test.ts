// Money when things go wrong (issue 51), through the API and a fake Stripe with faults injected:
// a capture whose answer is lost, a cancellation committed while a capture is on its way (both
// orders), a hold Stripe let lapse, a saved card refused with the patient away, a payment still
// processing, two processes sweeping at once. Each test checks what Stripe holds, what our rows
// say, and who was told.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEEKDAYS, type bookings as contract } from '@portal/contract';
import { createBookingsServices } from '../../bookings-area';
import { bookingPayments, bookings, paymentAccounts } from '../../db/schema';
import { createMailer } from '../../infra/mail';
import { createStripeProvider } from '../../infra/payments/stripe-provider';
import { fakeStripe } from '../../test/fake-stripe';
import { createUser } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';
import { MAIL_WAIT_MS } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTHENTICATION_MESSAGE, LAPSED_FEE_MESSAGE, LAPSED_MESSAGE } from './payment-steps';

const SECRET = 'sk_test_fake_faults';
const WEBHOOK_SECRET = 'whsec_test_fake_faults';

// Ahead of the real time, so rows stamped by the database's clock are all "before now".
let clock = new Date('2027-01-04T08:00:00Z').getTime(); // a Monday
const now = () => new Date(clock);
const HOUR = 3_600_000;

const fake = fakeStripe({ now });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let apiUrl: string;
interface Person {
  id: string;
  email: string;
  token: string;
}
let doctor: Person;
let patient: Person;
let typeId: string;

const person = async (): Promise<Person> => {
  const u = await createUser(t.database.db);
  return { id: u.id, email: u.email, token: (await t.login(u.email, u.password)).token };
};
const call = (method: string, url: string, who: Person, payload?: object) =>
  t.request({ method: method as 'GET', url, token: who.token, ...(payload ? { payload } : {}) });

/** Another process of the app: its own payments and bookings services on the same database. */
function otherProcess() {
  return createBookingsServices({
    config: t.config,
    db: t.database.db,
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'portal@test',
      outboxDir: '/nonexistent',
      log: t.app.log,
    }),
    log: t.app.log,
    now,
    provider: createStripeProvider({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: undefined,
      apiUrl,
    }),
  });
}

beforeAll(async () => {
  apiUrl = await fake.start();
  smtp = await startSmtpServer();
  t = await createTestApp({
    now,
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
      SMTP_URL: smtp.url,
      PAYMENTS_SWEEP_SECONDS: '0',
      BOOKING_SWEEP_SECONDS: '0',
    },
  });
  doctor = await person();
  patient = await person();
  // The doctor's Express account, made by the link call; Stripe's onboarding is done.
  expect((await call('POST', '/api/payment/getLink', doctor)).statusCode).toBe(200);
  await t.database.db
    .update(paymentAccounts)
    .set({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true })
    .where(eq(paymentAccounts.userId, doctor.id));
  const type = await call('POST', '/api/bookingType/create', doctor, {
    name: 'Paid consultation',
    pricePence: 4000,
    availability: WEEKDAYS.map((day) => ({ day, starttime: '9:00', endtime: '17:00' })),
  });
  expect(type.statusCode, type.body).toBe(200);
  typeId = (type.json().data as contract.BookingType)._id;
});
afterAll(async () => {
  await t?.close();
  await fake.close();
  await smtp?.close();
});
beforeEach(() => {
  clock = new Date('2027-01-04T08:00:00Z').getTime();
  fake.faults.length = 0;
});

let slot = 0;
/** A booking of its own slot on Tuesday 5 January (25 hours or more ahead), paid with `card`. */
async function paidBooking(card = 'pm_card_visa', startsAt?: Date) {
  slot += 1;
  const at = startsAt ?? new Date(Date.UTC(2027, 0, 5, 9) + slot * 30 * 60_000);
  const res = await call('POST', '/api/booking/create', patient, {
    bookingTypeId: typeId,
    startsAt: at.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json().data as contract.Booking)._id;
  if (card) {
    const paid = await call('POST', '/api/payment/source', patient, {
      bookingId: id,
      paymentMethod: card,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return id;
}
const approve = (id: string) => call('PATCH', '/api/booking/approved', doctor, { bookingId: id });
const cancelAsPatient = (id: string) => call('PUT', `/api/booking/delete/${id}`, patient, {});
const rejectAsDoctor = (id: string) => call('PUT', `/api/booking/delete/${id}`, doctor, {});
const money = async (id: string) =>
  (await t.database.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id)))[0]!;
const statusOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
/** The PaymentIntent as Stripe holds it. */
const atStripe = (intentId: string | null) => {
  const pi = fake.intents.get(intentId ?? '');
  return {
    status: pi?.status,
    captured: Number(pi?.amount_received ?? 0),
    refunded: Number(pi?.amount_refunded ?? 0),
  };
};
const intentsOf = (bookingId: string) =>
  fake.seen.filter(
    (s) => s.path === '/v1/payment_intents' && s.form.get('metadata[bookingId]') === bookingId,
  );
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
/** The newest e-mail to `who` with all of `texts`, waiting for it (they are sent after commit). */
async function mailTo(who: Person, ...texts: string[]): Promise<string> {
  for (const until = Date.now() + MAIL_WAIT_MS; Date.now() < until;) {
    const found = smtp.received
      .filter((m) => m.to.includes(who.email))
      .findLast((m) => texts.every((x) => decoded(m.raw).includes(x)));
    if (found) return decoded(found.raw);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${who.email} with ${texts.join(', ')}`);
}

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = new Stripe(SECRET).webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('a charge whose answer is lost', () => {
  it('is read back from Stripe: a late cancellation refunds what was charged less the fee', async () => {
    const id = await paidBooking();
    // The capture succeeds at Stripe; its answer (and the SDK's two retries') never arrive.
    fake.faults.push({ path: /\/capture$/, times: 3 });
    expect((await approve(id)).statusCode).toBe(200);
    const { intentId } = await money(id);
    expect(atStripe(intentId)).toEqual({ status: 'succeeded', captured: 4000, refunded: 0 });
    expect(await money(id)).toMatchObject({ pendingStep: 'capture', attempts: 1 });

    // 25 hours before: the patient's cancellation keeps a quarter (decision 77).
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    expect(atStripe(intentId)).toEqual({ status: 'succeeded', captured: 4000, refunded: 3000 });
    expect(await money(id)).toMatchObject({
      state: 'refunded',
      capturedAmount: 4000,
      refundedAmount: 3000,
      feeAmount: 1000,
      pendingStep: null,
    });
  });
});

describe('a cancellation fee whose hold lapsed before it was charged', () => {
  it('is given up: nothing is charged, and the row says why', async () => {
    const id = await paidBooking();
    fake.faults.push({ path: /\/capture$/, times: 3 }); // The charge fails on its way...
    await approve(id);
    const { intentId } = await money(id);
    fake.intents.get(intentId!)!.status = 'canceled'; // ...and the hold lapses meanwhile.
    fake.intents.get(intentId!)!.amount_received = 0;
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    expect(atStripe(intentId)).toEqual({ status: 'canceled', captured: 0, refunded: 0 });
    expect(await money(id)).toMatchObject({
      state: 'released',
      feeAmount: 1000,
      capturedAmount: 0,
      pendingStep: null,
      lastError: LAPSED_FEE_MESSAGE,
    });
  });
});

describe('a cancellation committed while the charge is on its way', () => {
  it.each([
    ['before Stripe charges', 'before', cancelAsPatient, 3000, 'refunded'],
    ['after Stripe charged', 'after', cancelAsPatient, 3000, 'refunded'],
    ['before Stripe charges, rejected by the doctor', 'before', rejectAsDoctor, 4000, 'refunded'],
    ['after Stripe charged, rejected by the doctor', 'after', rejectAsDoctor, 4000, 'refunded'],
  ] as const)(
    '%s: the patient keeps paying only the fee',
    async (_, when, cancel, refund, state) => {
      const id = await paidBooking();
      const held = fake.pause(/\/capture$/, when);
      const approving = approve(id);
      await held.arrived;
      expect((await cancel(id)).statusCode).toBe(200);
      held.release();
      expect((await approving).statusCode).toBe(200);
      const row = await money(id);
      expect(atStripe(row.intentId)).toEqual({
        status: 'succeeded',
        captured: 4000,
        refunded: refund,
      });
      expect(row).toMatchObject({
        state,
        capturedAmount: 4000,
        refundedAmount: refund,
        feeAmount: 4000 - refund,
        pendingStep: null,
      });
    },
  );
});

describe('a hold that lapses', () => {
  it('is told by Stripe’s canceled event: the patient is asked to pay again, and can', async () => {
    const id = await paidBooking();
    const { intentId } = await money(id);
    fake.intents.get(intentId!)!.status = 'canceled'; // Stripe let the hold go.
    const event = {
      id: `evt_lapse_${id}`,
      object: 'event',
      type: 'payment_intent.canceled',
      api_version: '2026-10-28.endive',
      created: Math.floor(clock / 1000),
      data: { object: { id: intentId, object: 'payment_intent' } },
    };
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await money(id)).toMatchObject({
      state: 'requires_card',
      lastError: LAPSED_MESSAGE,
      cardDeadline: new Date(clock + 24 * HOUR),
    });
    const seen = (await call('GET', `/api/booking/get/${id}`, patient)).json().data;
    expect(seen.payment).toMatchObject({
      status: 'requires_card',
      payBy: new Date(clock + 24 * HOUR).toISOString(),
      problem: LAPSED_MESSAGE,
    });
    const link = `/appointment/book/${doctor.id}?booking=${id}`;
    expect(await mailTo(patient, 'Please pay again for your appointment', link)).toContain(
      LAPSED_MESSAGE,
    );
    await mailTo(doctor, 'Payment needed for an appointment', LAPSED_MESSAGE);

    // The same card again is a new payment, not the lapsed one's answer.
    const again = await call('POST', '/api/payment/source', patient, {
      bookingId: id,
      paymentMethod: 'pm_card_visa',
    });
    expect(again.json().data).toMatchObject({ state: 'held' });
    expect(intentsOf(id)).toHaveLength(2);
    expect((await money(id)).intentId).not.toBe(intentId);
  });

  it('found at approval is not charged: the booking waits for payment, then is released', async () => {
    const id = await paidBooking();
    const { intentId } = await money(id);
    fake.intents.get(intentId!)!.status = 'canceled';
    expect((await approve(id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Approved');
    expect(await money(id)).toMatchObject({
      state: 'requires_card',
      approved: true,
      capturedAmount: 0,
      pendingStep: null,
      lastError: LAPSED_MESSAGE,
    });
    await mailTo(patient, 'Please pay again', `booking=${id}`);

    // Not paid by the deadline: another process's sweep releases it by the system.
    clock += 25 * HOUR;
    await otherProcess().payments.bookings.sweep();
    expect(await statusOf(id)).toBe('Rejected by System');
    expect((await money(id)).state).toBe('released');
  });

  it('paid again after approval is charged at once', async () => {
    const id = await paidBooking();
    fake.intents.get((await money(id)).intentId!)!.status = 'canceled';
    await approve(id);
    const again = await call('POST', '/api/payment/source', patient, {
      bookingId: id,
      paymentMethod: 'pm_card_mastercard',
    });
    expect(again.statusCode, again.body).toBe(200);
    const row = await money(id);
    expect(row).toMatchObject({ state: 'captured', capturedAmount: 4000, pendingStep: null });
    expect(atStripe(row.intentId)).toEqual({ status: 'succeeded', captured: 4000, refunded: 0 });
  });
});

describe('a saved card charged nearer the time', () => {
  /** A booking 10 days ahead whose card was saved (Stripe's SetupIntent), approved. */
  async function savedAndApproved(card: string) {
    const id = await paidBooking('', new Date(Date.UTC(2027, 0, 14, 9) + slot * 30 * 60_000));
    await t.database.db
      .update(bookingPayments)
      .set({ state: 'scheduled', paymentMethod: card, setupId: `seti_${id}` })
      .where(eq(bookingPayments.bookingId, id));
    expect((await approve(id)).statusCode).toBe(200);
    clock += 5 * 24 * HOUR; // Now within HOLD_AHEAD_DAYS: the sweep holds it.
    return id;
  }

  it.each([
    ['declined', 'pm_card_chargeDeclined', 'Your card was declined.'],
    ['needing the bank’s step', 'pm_card_authenticationRequired', AUTHENTICATION_MESSAGE],
  ])(
    '%s, asks the patient to pay on the booking’s page and tells the doctor',
    async (_, card, why) => {
      const id = await savedAndApproved(card);
      await otherProcess().payments.bookings.sweep();
      expect(await money(id)).toMatchObject({
        state: 'requires_card',
        pendingStep: null,
        lastError: why,
        cardDeadline: new Date(clock + 24 * HOUR),
      });
      expect(await statusOf(id)).toBe('Approved');
      await mailTo(patient, 'Please pay again', `booking=${id}`, why);
      await mailTo(doctor, 'Payment needed', why);
      // Not tried again and again: the next sweep leaves it to the patient.
      const tries = intentsOf(id).length;
      await otherProcess().payments.bookings.sweep();
      expect(intentsOf(id)).toHaveLength(tries);
    },
  );

  it('held and approved is charged, once, with two processes sweeping at once', async () => {
    const id = await savedAndApproved('pm_card_visa');
    const [a, b] = [otherProcess(), otherProcess()];
    await Promise.all([a.payments.bookings.sweep(), b.payments.bookings.sweep()]);
    await Promise.all([a.payments.bookings.sweep(), b.payments.bookings.sweep()]);
    const row = await money(id);
    expect(row).toMatchObject({ state: 'captured', capturedAmount: 4000, pendingStep: null });
    expect(intentsOf(id)).toHaveLength(1);
    expect(atStripe(row.intentId)).toEqual({ status: 'succeeded', captured: 4000, refunded: 0 });
  });
});

describe('two processes sweeping at once', () => {
  it('run a step left by a lost answer once, and agree with Stripe', async () => {
    const id = await paidBooking();
    fake.faults.push({ path: /\/capture$/, times: 3 });
    await approve(id);
    await cancelAsPatient(id).then((r) => expect(r.statusCode).toBe(200));
    // Suppose that settle failed too (a crash): the step is still queued for the sweeps.
    await t.database.db
      .update(bookingPayments)
      .set({ pendingStep: 'refund', pendingAmount: 1000, state: 'refunded' })
      .where(eq(bookingPayments.bookingId, id));
    clock += 2 * 60_000;
    const [a, b] = [otherProcess(), otherProcess()];
    const refundsBefore = fake.seen.filter((s) => s.path === '/v1/refunds').length;
    await Promise.all([a.payments.bookings.sweep(), b.payments.bookings.sweep()]);
    const row = await money(id);
    expect(atStripe(row.intentId)).toEqual({ status: 'succeeded', captured: 4000, refunded: 3000 });
    expect(row).toMatchObject({ state: 'refunded', refundedAmount: 3000, pendingStep: null });
    expect(fake.seen.filter((s) => s.path === '/v1/refunds').length).toBe(refundsBefore);
  });
});

describe('a payment still processing', () => {
  it('is not a decline: the booking keeps its slot and waits for the outcome', async () => {
    const id = await paidBooking('');
    const res = await call('POST', '/api/payment/source', patient, {
      bookingId: id,
      paymentMethod: 'pm_card_processing',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await money(id)).toMatchObject({ state: 'requires_card', lastError: null });
    expect(await statusOf(id)).toBe('Pending Approval');
    // Stripe decides, and says so by webhook.
    const { intentId } = await money(id);
    fake.intents.get(intentId!)!.status = 'requires_capture';
    const event = {
      id: `evt_processed_${id}`,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      api_version: '2026-10-28.endive',
      created: Math.floor(clock / 1000),
      data: { object: { id: intentId, object: 'payment_intent' } },
    };
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await money(id)).state).toBe('held');
  });
});
