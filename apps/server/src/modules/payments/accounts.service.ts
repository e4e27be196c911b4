import { randomUUID } from 'node:crypto';
import type { payments } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import {
  ProviderRefusal,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderBank,
} from '../../infra/payments/payment-provider';
import type { SandboxProvider } from '../../infra/payments/sandbox-provider';
import type { AccountRow, PaymentsRepository } from './payments.repository';

export interface AccountsDeps {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

/** 'Completed' (SPEC §4) only when the account takes charges and receives payouts. */
export function accountStatus(row: AccountRow | undefined): payments.PaymentAccountStatus {
  if (!row) return 'Not Started';
  return row.chargesEnabled && row.payoutsEnabled ? 'Completed' : 'Pending';
}

/** The refusal of POST payment/account where the provider collects the bank account. */
export const BANK_AT_PROVIDER_MESSAGE =
  'With Stripe, your bank account is added and changed in Stripe: through the set-up link while you set up payments, and in your Stripe Express dashboard once your account is set up.';

export function toAccount(
  row: AccountRow | undefined,
  provider: Pick<PaymentProvider, 'name' | 'collectsBankAccount'>,
): payments.PaymentAccount {
  return {
    provider: provider.name,
    status: accountStatus(row),
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    collectsBankAccount: provider.collectsBankAccount,
    bankAccount: row?.bankLast4
      ? {
          accountHolderName: row.bankHolderName ?? '',
          last4: row.bankLast4,
          sortCodeLast2: row.bankSortCodeLast2,
        }
      : null,
  };
}

const bankColumns = (bank: ProviderBank | null) => ({
  bankHolderName: bank?.holderName ?? null,
  bankLast4: bank?.last4 ?? null,
  bankSortCodeLast2: bank?.sortCodeLast2 ?? null,
  bankExternalId: bank?.externalId ?? null,
});

/**
 * Our row's columns from the provider's view of the account: its flags, and its bank account's
 * last digits where the provider collects it (decision 132); else our row keeps what we sent.
 */
const fromProvider = (a: ProviderAccount) => ({
  chargesEnabled: a.chargesEnabled,
  payoutsEnabled: a.payoutsEnabled,
  detailsSubmitted: a.detailsSubmitted,
  ...(a.bank === undefined ? {} : bankColumns(a.bank)),
});

/** A doctor's payment account: onboarding, status and the bank account payouts go to. */
export function createAccountsService({ db, repo, provider, publicUrl, now }: AccountsDeps) {
  /** The provider's view of the account, written to our row. */
  async function refresh(userId: string, externalId: string): Promise<ProviderAccount> {
    const fresh = await provider.getAccount(externalId);
    await repo.updateAccount(userId, fromProvider(fresh));
    return fresh;
  }

  /** The user's account, made at the provider on first use (one per user, whoever races). */
  async function ensure(userId: string): Promise<AccountRow> {
    const existing = await repo.account(userId);
    if (existing) return existing;
    const made = await provider.createAccount({ userId }, `account:${userId}`);
    return repo.insertAccount({
      userId,
      provider: provider.name,
      externalId: made.id,
      ...fromProvider(made),
    });
  }

  return {
    ensure,

    async get(userId: string): Promise<payments.PaymentAccount> {
      return toAccount(await repo.account(userId), provider);
    },

    /** True when the doctor can take paid bookings. */
    async isCompleted(userId: string, tx: Db = db): Promise<boolean> {
      return accountStatus(await repo.account(userId, tx)) === 'Completed';
    },

    /**
     * The onboarding link, or once onboarding is done, a link to the provider's dashboard where
     * it has one (Stripe's Express dashboard, where the bank account is changed). The sandbox's
     * open link is given again until it is used or expires; Stripe's account links are good
     * once, so each request gets a new one.
     */
    async link(userId: string): Promise<payments.OnboardingLink> {
      const existing = await repo.account(userId);
      const account = existing ?? (await ensure(userId));
      if (existing && provider.createDashboardLink) {
        // Read from the provider, not our row: the webhook saying onboarding is done may be late.
        const fresh = await refresh(userId, account.externalId);
        if (fresh.detailsSubmitted) {
          const made = await provider.createDashboardLink(account.externalId);
          return { url: made.url, expiresAt: made.expiresAt.toISOString() };
        }
      }
      if (provider.name === 'sandbox') {
        const open = await repo.openLink(userId, now());
        if (open) return { url: open.url, expiresAt: open.expiresAt.toISOString() };
      }
      const made = await provider.createOnboardingLink(
        account.externalId,
        {
          returnUrl: `${publicUrl}/appointment/list?onboarding=done`,
          refreshUrl: `${publicUrl}/appointment/list?onboarding=expired`,
        },
        `link:${userId}:${randomUUID()}`,
      );
      const token = new URL(made.url).searchParams.get('token') ?? randomUUID();
      await repo.insertLink({ token, userId, url: made.url, expiresAt: made.expiresAt });
      return { url: made.url, expiresAt: made.expiresAt.toISOString() };
    },

    /** The sandbox's onboarding page was completed with this link's token. */
    async completeSandboxOnboarding(
      userId: string,
      token: string,
      sandbox: SandboxProvider,
    ): Promise<payments.PaymentAccount> {
      const account = await repo.account(userId);
      // The link is used in one transaction (a second use is refused), the provider called after.
      await db.transaction(async (tx) => {
        const link = await repo.link(token, userId, tx);
        if (!link || !account) throw notFound('Onboarding link');
        if (link.usedAt)
          throw conflict('This onboarding link was used already. Ask for a new one.');
        if (link.expiresAt <= now())
          throw conflict('This onboarding link has expired. Ask for a new one.');
        await repo.useLink(token, now(), tx);
      });
      const done = await sandbox.completeOnboarding(account!.externalId);
      const result = await repo.updateAccount(userId, fromProvider(done));
      return toAccount(result, provider);
    },

    /**
     * Sets the bank account payouts go to. The full number goes to the provider only; our row
     * keeps the holder's name, the last four digits and the sort code's last two.
     */
    async setBank(
      userId: string,
      body: payments.BankAccountBody,
    ): Promise<payments.PaymentAccount> {
      // Stripe Express: its pages collect the bank account; the platform may not send one.
      if (!provider.collectsBankAccount || !provider.setBankAccount) {
        throw conflict(BANK_AT_PROVIDER_MESSAGE);
      }
      const sortCode = String(body.sortCode);
      const accountNumber = String(body.accountNumber);
      const account = await ensure(userId);
      let bankId: string;
      try {
        ({ id: bankId } = await provider.setBankAccount(
          account.externalId,
          { holderName: body.accountHolderName, sortCode, accountNumber },
          `bank:${userId}:${randomUUID()}`,
        ));
      } catch (err) {
        if (err instanceof ProviderRefusal) throw new AppError(400, err.message, 'BAD_REQUEST');
        throw err;
      }
      const fresh = await provider.getAccount(account.externalId);
      const row = await repo.updateAccount(userId, {
        ...fromProvider(fresh),
        bankHolderName: body.accountHolderName,
        bankLast4: accountNumber.slice(-4),
        bankSortCodeLast2: sortCode.slice(-2),
        bankExternalId: bankId,
      });
      return toAccount(row, provider);
    },

    /**
     * The account webhook: the account as the provider reports it now (read after the event
     * arrived, so a late event cannot undo a newer state).
     */
    async applyAccountUpdate(account: ProviderAccount, tx: Db): Promise<void> {
      await repo.updateAccountByExternalId(account.id, fromProvider(account), tx);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
