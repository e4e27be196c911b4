import type { FastifyBaseLogger } from 'fastify';
import { payments } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import {
  ProviderRefusal,
  WebhookSignatureError,
  type PaymentProvider,
  type WebhookEndpoint,
} from '../../infra/payments/payment-provider';
import type { SandboxProvider } from '../../infra/payments/sandbox-provider';
import { createAccountsService } from './accounts.service';
import { createBookingPayments, type UnpaidBookings } from './booking-payments';
import { toBookingPayment } from './payment-changes';
import { createPaymentsRepository } from './payments.repository';

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const isSandbox = (p: PaymentProvider): p is SandboxProvider => p.name === 'sandbox';

/**
 * Payments (issue 30): the doctor's account, a booking's card and money, the provider's webhook.
 * `bookings` is the bookings module's `BookingPayments` seam; `setUnpaidBookings` hands back the
 * bookings service's release of an unpaid booking (made after this one, in app.ts).
 */
export function createPaymentsService({
  db,
  provider,
  publicUrl,
  log,
  now = () => new Date(),
}: PaymentsDeps) {
  const repo = createPaymentsRepository(db);
  const accounts = createAccountsService({ db, repo, provider, publicUrl, now });
  let unpaid: UnpaidBookings | undefined;
  const bookings = createBookingPayments({
    db,
    repo,
    provider,
    accounts,
    unpaid: () => unpaid,
    log,
    now,
  });

  function sandbox(): SandboxProvider {
    if (!isSandbox(provider)) throw notFound('The sandbox payment provider is not in use: it');
    return provider;
  }

  return {
    provider,
    accounts,
    bookings,

    setUnpaidBookings(u: UnpaidBookings) {
      unpaid = u;
    },

    config: (): payments.PaymentConfig => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
    }),

    /** The sandbox's card form: a test card becomes a card token. */
    async sandboxCard(body: payments.SandboxCardBody): Promise<payments.SandboxCard> {
      try {
        const card = await sandbox().tokeniseCard({
          number: String(body.number),
          expMonth: Number(body.expMonth),
          expYear: Number(body.expYear),
          now: now(),
        });
        return { paymentMethod: card.id, brand: card.brand, last4: card.last4 };
      } catch (err) {
        if (err instanceof ProviderRefusal) throw badRequest(err.message);
        throw err;
      }
    },

    /** The sandbox's extra step, answered by the patient of the booking. */
    async sandboxAuthenticate(
      userId: string,
      body: { bookingId: string; approve: boolean },
    ): Promise<payments.BookingPayment> {
      const sb = sandbox();
      const row = await bookings.get(userId, body.bookingId);
      if (row.patientId !== userId) throw notFound('Booking');
      const id = row.setupId ?? row.intentId;
      if (row.state !== 'requires_action' || !id) {
        throw new AppError(409, 'This booking’s card needs no extra step.', 'CONFLICT');
      }
      await sb.authenticate(id, body.approve);
      await bookings.refresh(id);
      const after = await bookings.get(userId, body.bookingId);
      if (after.state === 'failed') {
        throw new AppError(402, payments.CARD_DECLINED_MESSAGE, 'CARD_DECLINED');
      }
      return toBookingPayment(after);
    },

    completeSandboxOnboarding: (userId: string, token: string) =>
      accounts.completeSandboxOnboarding(userId, token, sandbox()),

    /**
     * A provider webhook: the signature is checked over the raw body with the secret of the
     * endpoint it came to, and an event id is applied once (payment_events) however often it is
     * delivered. Returns false for a redelivery.
     */
    async webhook(
      rawBody: Buffer,
      signature: string | undefined,
      endpoint: WebhookEndpoint = 'platform',
    ): Promise<boolean> {
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature, endpoint);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(err.message);
        throw err;
      }
      if (await repo.eventSeen(event.id)) return false;
      // Reading the provider again is harmless twice; the rows change once, with the event's id.
      if (event.type === 'payment.updated') await bookings.refresh(event.paymentId);
      if (event.type === 'card_setup.updated') await bookings.refresh(event.setupId);
      // Stripe does not deliver events in order: the account is read as it is now, never taken
      // from the event, so an older event arriving late cannot undo a newer state.
      const account =
        event.type === 'account.updated' ? await provider.getAccount(event.accountId) : null;
      return db.transaction(async (tx) => {
        if (!(await repo.recordEvent(event.id, provider.name, event.type, tx))) return false;
        if (account) await accounts.applyAccountUpdate(account, tx);
        return true;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
