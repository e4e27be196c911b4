// Stripe through its official SDK (decision 75), chosen when STRIPE_SECRET_KEY is set:
// PaymentIntents with manual capture as destination charges to the doctor's Connect Express
// account, SetupIntents for cards saved for later, an idempotency key on every call that changes
// something, and webhooks checked by signature with STRIPE_WEBHOOK_SECRET (the platform's
// endpoint) or STRIPE_CONNECT_WEBHOOK_SECRET (the Connect endpoint). Stripe collects an Express
// account's bank account in its onboarding and Express dashboard (decision 132): we read it only.

import Stripe from 'stripe';
import {
  ProviderRefusal,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderBank,
  type ProviderCardSetup,
  type ProviderEvent,
  type ProviderPayment,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** The signing secret of the Connect webhook endpoint (events of connected accounts). */
  connectWebhookSecret?: string | undefined;
  publishableKey: string | undefined;
  /** Another address for the API (a local fake in tests). */
  apiUrl?: string;
  /** How long a call may take, in ms (20 s; shorter in the tests of lost answers). */
  timeoutMs?: number;
}

type Intent = Stripe.PaymentIntent;

/**
 * A PaymentIntent's status as the payments module reads it. `processing` is not a decline: the
 * outcome comes later (by webhook, or the sweep asking again). `requires_payment_method` and
 * `requires_confirmation` after a confirm mean the card was refused.
 */
const STATUSES: Record<Intent['status'], ProviderPayment['status']> = {
  requires_capture: 'held',
  succeeded: 'captured',
  canceled: 'canceled',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_payment_method: 'declined',
  requires_confirmation: 'declined',
};

/**
 * Where a charge does not say when its hold lapses (`capture_before`), the shortest window of
 * Stripe's table (Visa, merchant-initiated: 4 days 18 hours), so a hold is renewed early rather
 * than late. https://docs.stripe.com/payments/place-a-hold-on-a-payment-method
 */
const SHORTEST_HOLD_MS = (4 * 24 + 18) * 3_600_000;

const cardOf = (pm: string | Stripe.PaymentMethod | null | undefined) =>
  pm && typeof pm === 'object' && pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;

function paymentOf(pi: Intent): ProviderPayment {
  const declined = pi.last_payment_error;
  const status = STATUSES[pi.status] ?? 'declined';
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return {
    id: pi.id,
    status,
    amount: pi.amount,
    amountCaptured: status === 'captured' ? (pi.amount_received ?? 0) : 0,
    amountRefunded: charge?.amount_refunded ?? 0,
    clientSecret: status === 'requires_action' ? pi.client_secret : null,
    declineMessage: status === 'declined' ? (declined?.message ?? 'Your card was declined.') : null,
    card: cardOf(pi.payment_method),
    captureBefore:
      status !== 'held'
        ? null
        : new Date(captureBefore ? captureBefore * 1000 : pi.created * 1000 + SHORTEST_HOLD_MS),
  };
}

function setupOf(si: Stripe.SetupIntent): ProviderCardSetup {
  const pm = si.payment_method;
  return {
    id: si.id,
    status:
      si.status === 'succeeded'
        ? 'saved'
        : si.status === 'requires_action'
          ? 'requires_action'
          : 'declined',
    paymentMethod: typeof pm === 'string' ? pm : (pm?.id ?? ''),
    clientSecret: si.status === 'requires_action' ? si.client_secret : null,
    declineMessage:
      si.status === 'requires_payment_method'
        ? (si.last_setup_error?.message ?? 'Your card was declined.')
        : null,
    card: cardOf(pm),
  };
}

/** Stripe documents no lifetime for a login link, only that it is good once: open it at once. */
const LOGIN_LINK_USE_WITHIN_MS = 5 * 60_000;

/**
 * The bank account payouts in GBP go to: the default for GBP, else the first bank account. A GB
 * bank account's `routing_number` is its sort code; only its last two digits are kept.
 */
function bankOf(a: Stripe.Account): ProviderBank | null {
  const banks = (a.external_accounts?.data ?? []).filter(
    (x): x is Stripe.BankAccount => x.object === 'bank_account',
  );
  const ba = banks.find((b) => b.default_for_currency && b.currency === 'gbp') ?? banks[0];
  // Only digits go to our row (its check constraints); anything else is not kept.
  if (!ba || !/^\d{4}$/.test(ba.last4)) return null;
  const sortDigits = (ba.routing_number ?? '').replace(/\D/g, '');
  return {
    externalId: ba.id,
    holderName: ba.account_holder_name,
    last4: ba.last4,
    sortCodeLast2: sortDigits.length >= 2 ? sortDigits.slice(-2) : null,
  };
}

const accountOf = (a: Stripe.Account): ProviderAccount => ({
  id: a.id,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
  detailsSubmitted: a.details_submitted ?? false,
  bank: bankOf(a),
});

/** A card error is the patient's to read; anything else is ours and is thrown as it is. */
function asRefusal(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) {
    throw new ProviderRefusal(err.message || 'Your card was declined.');
  }
  throw err;
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const url = opts.apiUrl ? new URL(opts.apiUrl) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const expand = ['payment_method', 'latest_charge'];

  /** A declined card comes back as a card error carrying the intent: report it as declined. */
  async function intentCall(call: () => Promise<Intent>): Promise<ProviderPayment> {
    try {
      return paymentOf(await call());
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const pi = (err.raw as { payment_intent?: Intent }).payment_intent;
        // Off session, a card whose bank wants its step fails so: the patient must come back.
        if (pi && err.code === 'authentication_required') {
          return { ...paymentOf(pi), status: 'requires_action', clientSecret: null };
        }
        if (pi) return { ...paymentOf(pi), status: 'declined', declineMessage: err.message };
      }
      return asRefusal(err);
    }
  }

  return {
    name: 'stripe',
    publishableKey: opts.publishableKey ?? null,
    // Express: Stripe's onboarding and Express dashboard collect the bank account; the platform
    // may create external accounts only where it collects requirements itself (decision 132).
    collectsBankAccount: false,

    async createAccount(input, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'GB',
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { userId: input.userId },
        },
        { idempotencyKey },
      );
      return accountOf(account);
    },

    getAccount: async (id) => accountOf(await stripe.accounts.retrieve(id)),

    async createOnboardingLink(accountId, urls, idempotencyKey) {
      const link = await stripe.accountLinks.create(
        {
          account: accountId,
          type: 'account_onboarding',
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        },
        { idempotencyKey },
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async createDashboardLink(accountId) {
      const link = await stripe.accounts.createLoginLink(accountId);
      return {
        url: link.url,
        expiresAt: new Date(link.created * 1000 + LOGIN_LINK_USE_WITHIN_MS),
      };
    },

    async createCustomer(input, idempotencyKey) {
      const c = await stripe.customers.create(
        { metadata: { userId: input.userId } },
        { idempotencyKey },
      );
      return { id: c.id };
    },

    async saveCard(input, idempotencyKey) {
      try {
        const si = await stripe.setupIntents.create(
          {
            customer: input.customerId,
            payment_method: input.paymentMethod,
            confirm: true,
            usage: 'off_session',
            // Cards only, confirmed here: no redirecting payment method.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { bookingId: input.bookingId },
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
        return setupOf(si);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const si = (err.raw as { setup_intent?: Stripe.SetupIntent }).setup_intent;
          if (si) return { ...setupOf(si), status: 'declined', declineMessage: err.message };
        }
        return asRefusal(err);
      }
    },

    getCardSetup: async (id) =>
      setupOf(await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] })),

    authorise: (input, idempotencyKey) =>
      intentCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            capture_method: 'manual',
            customer: input.customerId,
            payment_method: input.paymentMethod,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            // On session the card is kept for this booking's later holds, which are made with
            // the patient away (a hold about to lapse is renewed off session).
            ...(input.offSession ? { off_session: true } : { setup_future_usage: 'off_session' }),
            on_behalf_of: input.destinationAccountId,
            transfer_data: { destination: input.destinationAccountId },
            description: input.description,
            metadata: { bookingId: input.bookingId },
            expand,
          },
          { idempotencyKey },
        ),
      ),

    getPayment: (id) => intentCall(() => stripe.paymentIntents.retrieve(id, { expand })),

    capture: (id, amount, idempotencyKey) =>
      intentCall(() =>
        stripe.paymentIntents.capture(
          id,
          { amount_to_capture: amount, expand },
          { idempotencyKey },
        ),
      ),

    cancel: (id, idempotencyKey) =>
      intentCall(() => stripe.paymentIntents.cancel(id, { expand }, { idempotencyKey })),

    async refund(id, amount, idempotencyKey) {
      await stripe.refunds.create(
        { payment_intent: id, amount, reverse_transfer: true },
        { idempotencyKey },
      );
      return intentCall(() => stripe.paymentIntents.retrieve(id, { expand }));
    },

    parseWebhook(rawBody, signature, endpoint): ProviderEvent {
      const secret = endpoint === 'connect' ? opts.connectWebhookSecret : opts.webhookSecret;
      if (!secret) throw new WebhookSignatureError(`No ${endpoint} webhook secret is set.`);
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (err) {
        throw new WebhookSignatureError(
          err instanceof Error ? err.message : 'The webhook signature is not valid.',
        );
      }
      switch (event.type) {
        case 'account.updated':
          // Only the account's id: its state is read again from Stripe (an event may be late).
          return { id: event.id, type: 'account.updated', accountId: event.data.object.id };
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
        case 'payment_intent.requires_action':
          return { id: event.id, type: 'payment.updated', paymentId: event.data.object.id };
        case 'setup_intent.succeeded':
        case 'setup_intent.setup_failed':
        case 'setup_intent.requires_action':
          return { id: event.id, type: 'card_setup.updated', setupId: event.data.object.id };
        default:
          return { id: event.id, type: 'ignored', providerType: event.type };
      }
    },
  };
}
