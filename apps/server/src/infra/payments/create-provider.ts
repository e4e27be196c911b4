import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local sandbox (decision 75). */
export function createPaymentProvider(
  config: Config,
  db: Db,
  now: () => Date = () => new Date(),
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
    });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl, now });
}
