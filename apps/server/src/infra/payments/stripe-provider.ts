// Stripe through its official SDK (decision 75), chosen when STRIPE_SECRET_KEY is set:
// PaymentIntents with manual capture as destination charges to the doctor's Connect Express
// account, SetupIntents for cards saved for later, an idempotency key on every call that changes
// something, and webhooks checked by signature with STRIPE_WEBHOOK_SECRET (the platform's
// endpoint) or STRIPE_CONNECT_WEBHOOK_SECRET (the Connect endpoint). Stripe collects an Express
// account's bank account in its onboarding and Express dashboard (decision 132): we read it only.

import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from './payment-provider';
import { accountOf, asRefusal, paymentOf, setupOf, type Intent } from './stripe-mapping';

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

/** Stripe documents no lifetime for a login link, only that it is good once: open it at once. */
const LOGIN_LINK_USE_WITHIN_MS = 5 * 60_000;

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
