// The Stripe adapter against the local fake of Stripe's HTTP API (test/fake-stripe.ts).

import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingPayments, paymentAccounts, paymentEvents } from '../../db/schema';
import { createStripeProvider } from '../../infra/payments/stripe-provider';
import { fakeStripe } from '../../test/fake-stripe';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BANK_AT_PROVIDER_MESSAGE } from './accounts.service';
import { createPaymentsService, type PaymentsService } from './payments.service';

const SECRET = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_fake_456';
const CONNECT_SECRET = 'whsec_test_connect_321';
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
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
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
      connectWebhookSecret: CONNECT_SECRET,
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

/** Delivers a webhook as Stripe does: the raw JSON, signed, to the platform's endpoint. */
function deliver(event: object, secret = WEBHOOK_SECRET, url = '/api/payment/webhook') {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Delivers an event of a connected account to the Connect endpoint, signed with its secret. */
const deliverConnect = (event: object, secret = CONNECT_SECRET) =>
  deliver(event, secret, '/api/payment/webhook/connect');

/** The account as Stripe holds it now (what getAccount reads). */
function stripeHas(state: { enabled: boolean; submitted?: boolean }) {
  Object.assign(fake.account, {
    charges_enabled: state.enabled,
    payouts_enabled: state.enabled,
    details_submitted: state.submitted ?? true,
  });
}

/** An account.updated event whose payload says `enabled` (a snapshot of when it was sent). */
const accountEvent = (id: string, enabled: boolean, created = Math.floor(Date.now() / 1000)) => ({
  id,
  object: 'event',
  type: 'account.updated',
  api_version: '2026-10-28.endive',
  account: fake.account.id,
  created,
  data: {
    object: {
      ...fake.account,
      charges_enabled: enabled,
      payouts_enabled: enabled,
      details_submitted: true,
    },
  },
});

const accountNow = async () =>
  (await call('GET', '/api/payment/getAccount', doctor.token)).json().data as Record<
    string,
    unknown
  >;

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

  it('refuses a bank account (409): Stripe collects it, and nothing goes to Stripe', async () => {
    const res = await call('POST', '/api/payment/account', doctor.token, {
      accountHolderName: 'Dr A Doctor',
      sortCode: '108800',
      accountNumber: '00012345',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: BANK_AT_PROVIDER_MESSAGE, code: 'CONFLICT' });
    expect(fake.seen.some((s) => s.path.endsWith('/external_accounts'))).toBe(false);
    expect(fake.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
    expect(await accountNow()).toMatchObject({ collectsBankAccount: false, bankAccount: null });
    const [stored] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, doctor.id));
    expect(JSON.stringify(stored)).not.toContain('00012345');
    expect(stored!.bankLast4).toBeNull();
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
    stripeHas({ enabled: true });
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
    fake.seen.length = 0;
    const again = await deliver(accountEvent('evt_acct_1', true));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // A redelivery is not even read again from Stripe.
    expect(fake.seen).toHaveLength(0);
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

describe('the Connect webhook endpoint (its own signing secret)', () => {
  it('accepts an account event signed with the Connect secret, refuses the other secrets (400)', async () => {
    stripeHas({ enabled: true });
    const wrong = await deliverConnect(accountEvent('evt_c_wrong', true), 'whsec_not_ours');
    expect(wrong.statusCode).toBe(400);
    // Each endpoint checks with its own secret only.
    const platformSecret = await deliverConnect(
      accountEvent('evt_c_platform', true),
      WEBHOOK_SECRET,
    );
    expect(platformSecret.statusCode).toBe(400);
    const connectAtPlatform = await deliver(accountEvent('evt_c_cross', true), CONNECT_SECRET);
    expect(connectAtPlatform.statusCode).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.id, ['evt_c_wrong', 'evt_c_platform', 'evt_c_cross'])),
    ).toHaveLength(0);

    const ok = await deliverConnect(accountEvent('evt_c_1', true));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect((await deliverConnect(accountEvent('evt_c_1', true))).json()).toEqual({
      received: true,
      duplicate: true,
    });
  });

  it('follows what Stripe reports now, whatever order the events arrive in', async () => {
    const minute = Math.floor(Date.now() / 1000);
    // Stripe now: payouts stopped. The newer event says so, then an older one (sent when the
    // account was enabled) arrives late: the row must not go back to Completed.
    stripeHas({ enabled: false });
    await deliverConnect(accountEvent('evt_order_new', false, minute));
    expect(await accountNow()).toMatchObject({ status: 'Pending', payoutsEnabled: false });
    const late = await deliverConnect(accountEvent('evt_order_old', true, minute - 60));
    expect(late.statusCode).toBe(200);
    expect(await accountNow()).toMatchObject({ status: 'Pending', payoutsEnabled: false });
    // Stripe enables it again; any event, even an old snapshot, reads the account as it is now.
    stripeHas({ enabled: true });
    await deliverConnect(accountEvent('evt_order_older', false, minute - 120));
    expect(await accountNow()).toMatchObject({ status: 'Completed', payoutsEnabled: true });
    const reads = fake.seen.filter(
      (s) => s.method === 'GET' && s.path === '/v1/accounts/acct_fake1',
    );
    expect(reads).toHaveLength(3);
  });
});

describe('the bank account of a Stripe Express account', () => {
  it('shows the last four digits Stripe reports, and keeps no more', async () => {
    fake.account.external_accounts.data = [fake.bankAccount('6789', '200000', 'Dr A Doctor')];
    await deliverConnect(accountEvent('evt_bank_1', true));
    expect((await accountNow()).bankAccount).toEqual({
      accountHolderName: 'Dr A Doctor',
      last4: '6789',
      sortCodeLast2: '00',
    });
    const [stored] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, doctor.id));
    expect(stored).toMatchObject({ bankLast4: '6789', bankSortCodeLast2: '00' });
    expect(stored!.bankExternalId).toMatch(/^ba_/);
    expect(JSON.stringify(stored)).not.toContain('200000');
    // Changed in the Express dashboard: the next read follows.
    fake.account.external_accounts.data = [fake.bankAccount('4321', '401276', 'Dr A Doctor')];
    await deliverConnect(accountEvent('evt_bank_2', true));
    expect((await accountNow()).bankAccount).toMatchObject({ last4: '4321', sortCodeLast2: '76' });
  });

  it('gives a login link to the Express dashboard once onboarding is done', async () => {
    const res = await call('POST', '/api/payment/getLink', doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^https:\/\/connect\.stripe\.test\/express\/acct_fake1\//);
    expect(Date.parse(res.json().data.expiresAt)).toBeGreaterThan(Date.now());
    expect(fake.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/accounts/acct_fake1',
      'POST /v1/accounts/acct_fake1/login_links',
    ]);
    // While details are missing, the onboarding link instead.
    stripeHas({ enabled: false, submitted: false });
    const onboarding = await call('POST', '/api/payment/getLink', doctor.token);
    expect(onboarding.json().data.url).toContain('/setup/e/acct_fake1/');
    stripeHas({ enabled: true });
    await call('POST', '/api/payment/getLink', doctor.token);
    expect(await accountNow()).toMatchObject({ status: 'Completed' });
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
