import Stripe from 'stripe';
import {
  ProviderRefusal,
  type ProviderAccount,
  type ProviderBank,
  type ProviderCardSetup,
  type ProviderPayment,
} from './payment-provider';

// Stripe's objects as the provider interface shows them, and its card errors as refusals.

export type Intent = Stripe.PaymentIntent;

/**
 * A PaymentIntent's status as the payments module reads it. `processing` is not a decline: the
 * outcome comes later (by webhook, or the sweep asking again). `requires_payment_method` and
 * `requires_confirmation` after a confirm mean the card was refused.
 */
export const STATUSES: Record<Intent['status'], ProviderPayment['status']> = {
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
export const SHORTEST_HOLD_MS = (4 * 24 + 18) * 3_600_000;

export const cardOf = (pm: string | Stripe.PaymentMethod | null | undefined) =>
  pm && typeof pm === 'object' && pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;

export function paymentOf(pi: Intent): ProviderPayment {
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

export function setupOf(si: Stripe.SetupIntent): ProviderCardSetup {
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

/**
 * The bank account payouts in GBP go to: the default for GBP, else the first bank account. A GB
 * bank account's `routing_number` is its sort code; only its last two digits are kept.
 */
export function bankOf(a: Stripe.Account): ProviderBank | null {
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

export const accountOf = (a: Stripe.Account): ProviderAccount => ({
  id: a.id,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
  detailsSubmitted: a.details_submitted ?? false,
  bank: bankOf(a),
});

/** A card error is the patient's to read; anything else is ours and is thrown as it is. */
export function asRefusal(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) {
    throw new ProviderRefusal(err.message || 'Your card was declined.');
  }
  throw err;
}
