// The one payment provider interface (decision 75): the local sandbox (default) and Stripe
// implement it; the payments module knows nothing else. Every call that changes something at the
// provider takes an idempotency key, so a retried call never charges, holds or refunds twice.

import type { payments } from '@portal/contract';

/** The bank account payouts go to, as the provider reports it: never the full number. */
export interface ProviderBank {
  externalId: string;
  holderName: string | null;
  last4: string;
  /** The sort code's last two digits, when the provider reports the sort code. */
  sortCodeLast2: string | null;
}

/** What an account can do at the provider. */
export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /**
   * The bank account, where the provider collects it (decision 132): null while there is none.
   * Absent where the platform collects it (the sandbox): then our row is the record.
   */
  bank?: ProviderBank | null;
}

/** A payment (a PaymentIntent with manual capture) as the provider reports it. */
export interface ProviderPayment {
  id: string;
  /**
   * `requires_action`: the card's extra step; `processing`: the provider has not decided yet
   * (not a decline: ask again later); `held`: authorised, waiting for capture; `captured`;
   * `canceled`: released (by us, or by the provider when a hold lapsed); `declined`: the card
   * was refused.
   */
  status: 'requires_action' | 'processing' | 'held' | 'captured' | 'canceled' | 'declined';
  amount: number;
  amountCaptured: number;
  amountRefunded: number;
  /** For the browser's extra step (Stripe's `client_secret`). */
  clientSecret: string | null;
  /** The provider's reason when declined, for people. */
  declineMessage: string | null;
  card: { brand: string; last4: string } | null;
  /** When a hold lapses if not captured (Stripe's `capture_before`); null when not held. */
  captureBefore: Date | null;
}

/** A card saved for later (a SetupIntent), for appointments further ahead than a hold lasts. */
export interface ProviderCardSetup {
  id: string;
  status: 'requires_action' | 'saved' | 'declined';
  paymentMethod: string;
  clientSecret: string | null;
  declineMessage: string | null;
  card: { brand: string; last4: string } | null;
}

/** A verified provider event, reduced to what the payments module applies. */
export type ProviderEvent =
  | { id: string; type: 'account.updated'; accountId: string }
  | { id: string; type: 'payment.updated'; paymentId: string }
  | { id: string; type: 'card_setup.updated'; setupId: string }
  | { id: string; type: 'ignored'; providerType: string };

/**
 * The webhook endpoint an event was sent to, each with its own signing secret: the platform's
 * (its payments) or Connect's (events of the connected accounts, such as `account.updated`).
 */
export type WebhookEndpoint = 'platform' | 'connect';

/** A bad or missing webhook signature. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: payments.PaymentProviderName;
  /** Stripe's publishable key for the browser; null for the sandbox. */
  readonly publishableKey: string | null;

  /** A connected account for a doctor (who receives the money). */
  createAccount(input: { userId: string }, idempotencyKey: string): Promise<ProviderAccount>;
  getAccount(accountId: string): Promise<ProviderAccount>;
  /** A fresh onboarding link for the account; it expires, and is good once. */
  createOnboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
    idempotencyKey: string,
  ): Promise<{ url: string; expiresAt: Date }>;
  /**
   * True when the platform collects the bank account and sends it (the sandbox, like a platform
   * that collects requirements itself); false when the provider's own pages collect it (Stripe
   * Express: its onboarding and Express dashboard), and `setBankAccount` is absent.
   */
  readonly collectsBankAccount: boolean;
  /** The UK bank account payouts go to; the full number goes no further than the provider. */
  setBankAccount?(
    accountId: string,
    bank: { holderName: string; sortCode: string; accountNumber: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /**
   * A single-use link to the provider's dashboard of an account whose onboarding is done
   * (Stripe's Express dashboard: payouts, bank account, details). Absent when there is none.
   */
  createDashboardLink?(accountId: string): Promise<{ url: string; expiresAt: Date }>;

  /** A customer for a patient, whose cards can be saved. */
  createCustomer(input: { userId: string }, idempotencyKey: string): Promise<{ id: string }>;
  /** Saves a card for a later charge, off session. */
  saveCard(
    input: { customerId: string; paymentMethod: string; bookingId: string },
    idempotencyKey: string,
  ): Promise<ProviderCardSetup>;
  getCardSetup(setupId: string): Promise<ProviderCardSetup>;

  /**
   * Holds `amount` on the card (manual capture) for the doctor's account. `offSession`: the
   * patient is not present (a saved card charged nearer the time).
   */
  authorise(
    input: {
      amount: number;
      currency: string;
      customerId: string;
      paymentMethod: string;
      destinationAccountId: string;
      bookingId: string;
      description: string;
      offSession: boolean;
    },
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** Charges `amount` (at most what is held; the rest is released) of a held payment. */
  capture(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** Releases a hold (or gives up a payment waiting for its extra step). */
  cancel(paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Refunds `amount` of a captured payment. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderPayment>;

  /**
   * Checks the signature over the raw body with the secret of the endpoint it came to, and returns
   * the event; throws WebhookSignatureError.
   */
  parseWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    endpoint: WebhookEndpoint,
  ): ProviderEvent;
}

/** The provider refused a call for a reason a person should read (a declined card, a bad bank account). */
export class ProviderRefusal extends Error {
  override name = 'ProviderRefusal';
}
