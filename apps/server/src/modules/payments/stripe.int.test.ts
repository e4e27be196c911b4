// The Stripe adapter against the local fake of Stripe's HTTP API (test/fake-stripe.ts).

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingPayments, paymentAccounts, paymentEvents } from '../../db/schema';
import { createStripeProvider } from '../../infra/payments/stripe-provider';
import { fakeStripe } from '../../test/fake-stripe';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsService, type PaymentsService } from './payments.service';

const SECRET = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_fake_456';
const PUBLISHABLE = 'pk_test_fake_789';

const fake = fakeStripe();
let t: TestApp;
let service: PaymentsService;
let doctor: { id: string; token: string };
let patient: { id: string; token: string };
const signer = new Stripe(SECRET);

beforeAll(async () => {
  const apiUrl = await fake.start();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
      STRIPE_API_URL: apiUrl,
      PAYMENTS_SWEEP_SECONDS: '0',
    },
  });
  service = createPaymentsService({
    db: t.database.db,
    provider: createStripeProvider({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: PUBLISHABLE,
      apiUrl,
    }),
    publicUrl: t.config.publicUrl,
    log: t.app.log,
  });
  const person = async () => {
    const u = await createUser(t.database.db);
    return { id: u.id, token: (await t.login(u.email, u.password)).token };
  };
  doctor = await person();
  patient = await person();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.seen.length = 0;
});

/** Delivers a webhook as Stripe does: the raw JSON, signed. */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const accountEvent = (id: string, enabled: boolean) => ({
  id,
  object: 'event',
  type: 'account.updated',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      ...fake.account,
      charges_enabled: enabled,
      payouts_enabled: enabled,
      details_submitted: true,
    },
  },
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

async function row(bookingId: string) {
  const [r] = await t.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  return r!;
}

describe('the Stripe provider', () => {
  it('is chosen by STRIPE_SECRET_KEY and hands the browser its publishable key', async () => {
    const res = await call('GET', '/api/payment/config', patient.token);
    expect(res.json().data).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE });
  });

  it('makes an Express account and an account link, each with an idempotency key', async () => {
    const res = await call('POST', '/api/payment/getLink', doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_fake1\//);
    const [create, link] = fake.seen;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      idempotencyKey: `account:${doctor.id}`,
    });
    expect(create!.authorization).toBe(`Bearer ${SECRET}`);
    expect(create!.form.get('type')).toBe('express');
    expect(create!.form.get('country')).toBe('GB');
    expect(link).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(link!.idempotencyKey).toMatch(new RegExp(`^link:${doctor.id}:`));
    expect(link!.form.get('type')).toBe('account_onboarding');
    expect(link!.form.get('refresh_url')).toContain('/appointment/list');
    // Account links are good once: each request gets a new one.
    const again = await call('POST', '/api/payment/getLink', doctor.token);
    expect(again.json().data.url).not.toBe(res.json().data.url);
    expect((await call('GET', '/api/payment/getAccount', doctor.token)).json().data.status).toBe(
      'Pending',
    );
  });

  it('sends the bank account to Stripe and keeps its last four digits only', async () => {
    const res = await call('POST', '/api/payment/account', doctor.token, {
      accountHolderName: 'Dr A Doctor',
      sortCode: '108800',
      accountNumber: '00012345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bankAccount).toEqual({
      accountHolderName: 'Dr A Doctor',
      last4: '2345',
      sortCodeLast2: '00',
    });
    const sent = fake.seen.find((s) => s.path.endsWith('/external_accounts'))!;
    expect(sent.idempotencyKey).toMatch(new RegExp(`^bank:${doctor.id}:`));
    expect(sent.form.get('external_account[routing_number]')).toBe('108800');
    expect(sent.form.get('external_account[account_number]')).toBe('00012345');
    const [stored] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, doctor.id));
    expect(JSON.stringify(stored)).not.toContain('00012345');
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad or missing signature (400) and applies nothing', async () => {
    const bad = await deliver(accountEvent('evt_bad', true), 'whsec_not_ours');
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(accountEvent('evt_none', true)),
    });
    expect(none.statusCode).toBe(400);
    // A body changed after signing.
    const payload = JSON.stringify(accountEvent('evt_tampered', false));
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"charges_enabled":false', '"charges_enabled":true'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await call('GET', '/api/payment/getAccount', doctor.token)).json().data.status).toBe(
      'Pending',
    );
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('keeps the account current, and applies an event delivered twice once', async () => {
    const first = await deliver(accountEvent('evt_acct_1', true));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await call('GET', '/api/payment/getAccount', doctor.token)).json().data).toMatchObject({
      status: 'Completed',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    // Something else changes the row; the redelivered event must not overwrite it.
    await t.database.db
      .update(paymentAccounts)
      .set({ payoutsEnabled: false })
      .where(eq(paymentAccounts.userId, doctor.id));
    const again = await deliver(accountEvent('evt_acct_1', true));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await call('GET', '/api/payment/getAccount', doctor.token)).json().data.status).toBe(
      'Pending',
    );
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_acct_1')),
    ).toHaveLength(1);
    await deliver(accountEvent('evt_acct_2', true));
    expect((await call('GET', '/api/payment/getAccount', doctor.token)).json().data.status).toBe(
      'Completed',
    );
  });
});

describe('a booking paid through Stripe', () => {
  async function openBooking(startsIn = 2 * 86_400_000) {
    const id = randomUUID();
    await t.database.db.transaction((tx) =>
      service.bookings.opened(tx, {
        id,
        doctorId: doctor.id,
        patientId: patient.id,
        pricePence: 4500,
        startsAt: new Date(Date.now() + startsIn),
      }),
    );
    return id;
  }
  const pay = (bookingId: string, paymentMethod: string) =>
    call('POST', '/api/payment/source', patient.token, { bookingId, paymentMethod });

  it('holds with a manual-capture PaymentIntent to the doctor, and captures on approval once', async () => {
    const id = await openBooking();
    const res = await pay(id, 'pm_card_visa');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'held', cardLast4: '4242' });
    const intent = fake.seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(intent.idempotencyKey).toBe(`${id}:authorise:pm_card_visa`);
    expect(Object.fromEntries(intent.form)).toMatchObject({
      amount: '4500',
      currency: 'gbp',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'transfer_data[destination]': 'acct_fake1',
      on_behalf_of: 'acct_fake1',
      'metadata[bookingId]': id,
    });
    const customer = fake.seen.find((s) => s.path === '/v1/customers')!;
    expect(customer.idempotencyKey).toBe(`customer:${patient.id}`);

    await t.database.db.transaction((tx) =>
      service.bookings.statusChanged(tx, {
        bookingId: id,
        from: 'Pending Approval',
        to: 'Approved',
        actor: 'doctor',
        startsAt: new Date(),
      }),
    );
    await service.bookings.settle([id]);
    await service.bookings.settle([id]);
    const captures = fake.seen.filter((s) => s.path.endsWith('/capture'));
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe(`${id}:capture:1`);
    expect(captures[0]!.form.get('amount_to_capture')).toBe('4500');
    expect(await row(id)).toMatchObject({
      state: 'captured',
      capturedAmount: 4500,
      pendingStep: null,
    });
    // Every call that changed something carried its key.
    expect(fake.seen.filter((s) => s.method === 'POST').every((s) => s.idempotencyKey)).toBe(true);
  });

  it('releases the hold on a rejection with the cancel call', async () => {
    const id = await openBooking();
    await pay(id, 'pm_card_visa');
    await t.database.db.transaction((tx) =>
      service.bookings.statusChanged(tx, {
        bookingId: id,
        from: 'Pending Approval',
        to: 'Rejected by Doctor',
        actor: 'doctor',
        startsAt: new Date(),
      }),
    );
    await service.bookings.settle([id]);
    const cancel = fake.seen.find((s) => s.path.endsWith('/cancel'))!;
    expect(cancel.idempotencyKey).toBe(`${id}:cancel:1`);
    expect(fake.seen.some((s) => s.path.endsWith('/capture'))).toBe(false);
    expect((await row(id)).state).toBe('released');
  });

  it('refuses a declined card with a clear message (402)', async () => {
    const id = await openBooking();
    const res = await pay(id, 'pm_card_chargeDeclined');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect(await row(id)).toMatchObject({ state: 'failed', capturedAmount: 0 });
  });

  it('waits for the extra step, then holds when its webhook arrives (once)', async () => {
    const id = await openBooking();
    const res = await pay(id, 'pm_card_authenticationRequired');
    expect(res.json().data).toMatchObject({
      state: 'requires_action',
      nextAction: { type: 'authenticate' },
    });
    const { intentId, clientSecret } = await row(id);
    expect(clientSecret).toMatch(/_secret_/);
    // The patient passes 3-D Secure in the browser; Stripe says so by webhook.
    fake.intents.get(intentId!)!.status = 'requires_capture';
    const event = {
      id: 'evt_pi_1',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intentId, object: 'payment_intent' } },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await row(id)).state).toBe('held');
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(fake.seen.filter((s) => s.path === '/v1/payment_intents')).toHaveLength(1);
  });
});
