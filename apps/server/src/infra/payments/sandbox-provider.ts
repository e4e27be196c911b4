// The local sandbox payment provider (decision 75): the default when Stripe has no key. It keeps
// its accounts, customers, cards and payments in its own tables (sandbox_objects), answers a
// repeated idempotency key with its first answer, and knows three test cards: 4242 4242 4242 4242
// succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 needs the extra step.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxObjects } from '../../db/schema';
import {
  ProviderRefusal,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderAccount,
} from './payment-provider';
import {
  createSandboxStore,
  newId,
  publicAccount,
  publicPayment,
  publicSetup,
  TEST_CARDS,
  type Payment,
  type SandboxCard,
  type Setup,
} from './sandbox-store';

const DECLINED = 'Your card was declined.';

/** The sandbox provider, with the calls only it has (its card form, extra step and onboarding). */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  setBankAccount: NonNullable<PaymentProvider['setBankAccount']>;
  /** The sandbox's card form: a test card becomes a card token for payment/source. */
  tokeniseCard(card: {
    number: string;
    expMonth: number;
    expYear: number;
    now: Date;
  }): Promise<{ id: string; brand: string; last4: string }>;
  /** The patient's answer to the extra step of a payment or a saved card. */
  authenticate(id: string, approve: boolean): Promise<void>;
  /** The doctor finished the sandbox's onboarding page: the account takes charges and payouts. */
  completeOnboarding(accountId: string): Promise<ProviderAccount>;
}

export function createSandboxProvider({
  db,
  publicUrl,
  now = () => new Date(),
}: {
  db: Db;
  publicUrl: string;
  /** The clock links expire by (the app's). */
  now?: () => Date;
}): SandboxProvider {
  const { load, save, once } = createSandboxStore(db);

  /** A hold lapses as the card networks' do: uncaptured past its window, it is canceled. */
  async function current(id: string, tx: Db = db): Promise<Payment> {
    const p = await load<Payment>(id, 'payment', tx);
    if (p.status === 'held' && p.captureBefore && new Date(p.captureBefore) <= now()) {
      return save('payment', { ...p, status: 'canceled', captureBefore: null }, tx);
    }
    return p;
  }

  return {
    name: 'sandbox',
    publishableKey: null,
    // A platform that collects the bank account itself: the portal's form sends it here.
    collectsBankAccount: true,

    createAccount: (input, key) =>
      once(key, (tx) =>
        save(
          'account',
          {
            id: newId('acct'),
            chargesEnabled: false,
            payoutsEnabled: false,
            detailsSubmitted: false,
            userId: input.userId,
          },
          tx,
        ).then(publicAccount),
      ),

    getAccount: async (id) => publicAccount(await load<ProviderAccount>(id, 'account')),

    createOnboardingLink: (accountId, _urls, key) =>
      once(key, async (tx) => {
        await load<ProviderAccount>(accountId, 'account', tx);
        // The page is the web app's own (features/bookings); the payments module keeps the
        // token and answers POST payment/sandbox/onboarding from it.
        const token = randomUUID().replaceAll('-', '');
        return {
          url: `${publicUrl}/appointment/onboarding?token=${token}`,
          expiresAt: new Date(now().getTime() + 30 * 60_000),
        };
      }).then((link) => ({ url: link.url, expiresAt: new Date(link.expiresAt) })),

    setBankAccount: (accountId, bank, key) =>
      once(key, async (tx) => {
        const account = await load<ProviderAccount>(accountId, 'account', tx);
        // A sort code or account number of one repeated digit is no bank's: the sandbox's stand-in
        // for the provider's own checks.
        if (/^(\d)\1+$/.test(bank.accountNumber) || /^(\d)\1+$/.test(bank.sortCode)) {
          throw new ProviderRefusal('The bank could not find this account.');
        }
        const id = newId('ba');
        // Only the last four digits are kept, even here.
        await save(
          'bank_account',
          { id, accountId, last4: bank.accountNumber.slice(-4), holder: bank.holderName },
          tx,
        );
        await save('account', { ...account, payoutsEnabled: account.detailsSubmitted }, tx);
        return { id };
      }),

    createCustomer: (input, key) =>
      once(key, (tx) =>
        save('customer', { id: newId('cus'), userId: input.userId }, tx).then(({ id }) => ({ id })),
      ),

    saveCard: (input, key) =>
      once(key, async (tx) => {
        const card = await load<SandboxCard>(input.paymentMethod, 'card', tx);
        const setup: Setup = {
          id: newId('seti'),
          customerId: input.customerId,
          paymentMethod: card.id,
          status:
            card.behaviour === 'decline'
              ? 'declined'
              : card.behaviour === 'authenticate'
                ? 'requires_action'
                : 'saved',
          clientSecret: null,
          declineMessage: card.behaviour === 'decline' ? DECLINED : null,
          card: { brand: card.brand, last4: card.last4 },
        };
        return publicSetup(await save('setup', setup, tx));
      }),

    getCardSetup: async (id) => publicSetup(await load<Setup>(id, 'setup')),

    authorise: (input, key) =>
      once(key, async (tx) => {
        const card = await load<SandboxCard>(input.paymentMethod, 'card', tx);
        await load<ProviderAccount>(input.destinationAccountId, 'account', tx);
        const needsStep =
          card.behaviour === 'authenticate' && !(input.offSession && card.authenticated);
        const payment: Payment = {
          id: newId('pi'),
          paymentMethod: card.id,
          status:
            card.behaviour === 'decline' ? 'declined' : needsStep ? 'requires_action' : 'held',
          amount: input.amount,
          amountCaptured: 0,
          amountRefunded: 0,
          clientSecret: null,
          declineMessage: card.behaviour === 'decline' ? DECLINED : null,
          card: { brand: card.brand, last4: card.last4 },
          captureBefore: null,
        };
        if (payment.status === 'held') payment.captureBefore = holdUntil(input.offSession);
        return publicPayment(await save('payment', payment, tx));
      }),

    getPayment: async (id) => publicPayment(await current(id)),

    capture: (id, amount, key) =>
      once(key, async (tx) => {
        const p = await current(id, tx);
        if (p.status === 'captured') return publicPayment(p);
        if (p.status !== 'held') throw new ProviderRefusal(`Payment ${id} is not held.`);
        const captured = Math.min(amount, p.amount);
        return publicPayment(
          await save(
            'payment',
            { ...p, status: 'captured', amountCaptured: captured, captureBefore: null },
            tx,
          ),
        );
      }),

    cancel: (id, key) =>
      once(key, async (tx) => {
        const p = await current(id, tx);
        if (p.status === 'captured') throw new ProviderRefusal(`Payment ${id} is captured.`);
        return publicPayment(
          await save('payment', { ...p, status: 'canceled', captureBefore: null }, tx),
        );
      }),

    refund: (id, amount, key) =>
      once(key, async (tx) => {
        const p = await current(id, tx);
        if (p.status !== 'captured') throw new ProviderRefusal(`Payment ${id} is not captured.`);
        const refunded = Math.min(p.amountCaptured, p.amountRefunded + amount);
        return publicPayment(await save('payment', { ...p, amountRefunded: refunded }, tx));
      }),

    parseWebhook() {
      throw new WebhookSignatureError('The sandbox provider sends no webhooks.');
    },

    async tokeniseCard({ number, expMonth, expYear, now }) {
      const behaviour = TEST_CARDS[number];
      if (!behaviour) {
        throw new ProviderRefusal(
          'The sandbox takes its test cards only: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0027 6000 3184.',
        );
      }
      const lastMonth = new Date(Date.UTC(expYear, expMonth, 1));
      if (lastMonth <= now) throw new ProviderRefusal('This card has expired.');
      return save('card', { id: newId('pm'), behaviour, brand: 'visa', last4: number.slice(-4) });
    },

    async authenticate(id, approve) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxObjects)
          .where(eq(sandboxObjects.id, id))
          .for('update');
        if (!row || (row.kind !== 'payment' && row.kind !== 'setup')) {
          throw new ProviderRefusal(`No such payment: ${id}`);
        }
        if (row.data.status !== 'requires_action') return;
        if (row.kind === 'payment') {
          const p = row.data as unknown as Payment;
          await save(
            'payment',
            {
              ...p,
              status: approve ? 'held' : 'declined',
              captureBefore: approve ? holdUntil(false) : null,
              declineMessage: approve ? null : 'The card’s extra authentication failed.',
            },
            tx,
          );
          if (approve) await markAuthenticated(p.paymentMethod, tx);
        } else {
          const s = row.data as unknown as Setup;
          await save(
            'setup',
            {
              ...s,
              status: approve ? 'saved' : 'declined',
              declineMessage: approve ? null : 'The card’s extra authentication failed.',
            },
            tx,
          );
          if (approve) await markAuthenticated(s.paymentMethod, tx);
        }
      });
    },

    async completeOnboarding(accountId) {
      const account = await load<ProviderAccount>(accountId, 'account');
      return publicAccount(
        await save('account', {
          ...account,
          chargesEnabled: true,
          payoutsEnabled: true,
          detailsSubmitted: true,
        }),
      );
    },
  };

  /** Card networks' windows: 7 days with the patient there, 4 days 18 hours without (Visa). */
  function holdUntil(offSession: boolean): string {
    const hours = offSession ? 4 * 24 + 18 : 7 * 24;
    return new Date(now().getTime() + hours * 3_600_000).toISOString();
  }

  async function markAuthenticated(cardId: string, tx: Db) {
    const card = await load<SandboxCard>(cardId, 'card', tx);
    await save('card', { ...card, authenticated: true }, tx);
  }
}
