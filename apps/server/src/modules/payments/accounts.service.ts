import { randomUUID } from 'node:crypto';
import type { payments } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import {
  ProviderRefusal,
  type PaymentProvider,
  type ProviderAccount,
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

export function toAccount(
  row: AccountRow | undefined,
  provider: payments.PaymentProviderName,
): payments.PaymentAccount {
  return {
    provider,
    status: accountStatus(row),
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    bankAccount:
      row?.bankLast4 && row.bankSortCodeLast2
        ? {
            accountHolderName: row.bankHolderName ?? '',
            last4: row.bankLast4,
            sortCodeLast2: row.bankSortCodeLast2,
          }
        : null,
  };
}

const flags = (a: ProviderAccount) => ({
  chargesEnabled: a.chargesEnabled,
  payoutsEnabled: a.payoutsEnabled,
  detailsSubmitted: a.detailsSubmitted,
});

/** A doctor's payment account: onboarding, status and the bank account payouts go to. */
export function createAccountsService({ db, repo, provider, publicUrl, now }: AccountsDeps) {
  /** The user's account, made at the provider on first use (one per user, whoever races). */
  async function ensure(userId: string): Promise<AccountRow> {
    const existing = await repo.account(userId);
    if (existing) return existing;
    const made = await provider.createAccount({ userId }, `account:${userId}`);
    return repo.insertAccount({
      userId,
      provider: provider.name,
      externalId: made.id,
      ...flags(made),
    });
  }

  return {
    ensure,

    async get(userId: string): Promise<payments.PaymentAccount> {
      return toAccount(await repo.account(userId), provider.name);
    },

    /** True when the doctor can take paid bookings. */
    async isCompleted(userId: string, tx: Db = db): Promise<boolean> {
      return accountStatus(await repo.account(userId, tx)) === 'Completed';
    },

    /**
     * The onboarding link. The sandbox's open link is given again until it is used or expires;
     * Stripe's account links are good once, so each request gets a new one.
     */
    async link(userId: string): Promise<payments.OnboardingLink> {
      const account = await ensure(userId);
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
      const result = await repo.updateAccount(userId, flags(done));
      return toAccount(result, provider.name);
    },

    /**
     * Sets the bank account payouts go to. The full number goes to the provider only; our row
     * keeps the holder's name, the last four digits and the sort code's last two.
     */
    async setBank(
      userId: string,
      body: payments.BankAccountBody,
    ): Promise<payments.PaymentAccount> {
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
        ...flags(fresh),
        bankHolderName: body.accountHolderName,
        bankLast4: accountNumber.slice(-4),
        bankSortCodeLast2: sortCode.slice(-2),
        bankExternalId: bankId,
      });
      return toAccount(row, provider.name);
    },

    /** The account webhook: the provider's view of what the account can do. */
    async applyAccountUpdate(account: ProviderAccount, tx: Db): Promise<void> {
      await repo.updateAccountByExternalId(account.id, flags(account), tx);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
