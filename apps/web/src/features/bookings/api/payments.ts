import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payments } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import type { CallFailure } from '../../../shared/api/client';
import { usePaymentAccountStore } from '../lib/payment-account-store';
import { paymentKeys } from './bookings-keys';

/** GET payment/config: which provider runs (the card form to show) and Stripe's publishable key. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: async ({ signal, client }): Promise<payments.PaymentConfig> =>
      (await request(payments.getConfig, undefined, placeLoading(signal), apiOf(client))).data,
    staleTime: Infinity,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}

/** GET payment/getAccount: the caller's payment account (status, bank account's last four). */
export const paymentAccountQuery = () =>
  queryOptions({
    queryKey: paymentKeys.account,
    queryFn: async ({ signal, client }): Promise<payments.PaymentAccount> =>
      (await request(payments.getAccount, undefined, placeLoading(signal), apiOf(client))).data,
  });

/**
 * The payment account, kept in the bookings feature's store as SPEC §3's `stripeStatus` (and so `isAccountSetup`,
 * true when it is 'Completed') whenever it is read.
 */
export function usePaymentAccount() {
  const account = useQuery(paymentAccountQuery());
  const setStripeStatus = usePaymentAccountStore((s) => s.setStripeStatus);
  const status = account.data?.status;
  useEffect(() => {
    if (status) setStripeStatus(status);
  }, [status, setStripeStatus]);
  return account;
}

/** POST payment/getLink: a fresh onboarding link (Stripe's, or the sandbox's own page). */
export function useOnboardingLink() {
  return useMutation({
    mutationFn: async () =>
      (await request(payments.getLink, undefined, { displayLoader: false })).data,
  });
}

/** POST payment/account: the UK bank account payouts go to; only its last four come back. */
export function useSaveBankAccount(onFailure?: (failure: CallFailure) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: payments.BankAccountBody) =>
      (
        await request(
          payments.saveBankAccount,
          { body },
          { displayLoader: false, ...(onFailure ? { onFailure } : {}) },
        )
      ).data,
    onSuccess: (account) => client.setQueryData(paymentKeys.account, account),
  });
}

/** POST payment/sandbox/onboarding: completes the sandbox account of the link's token. */
export function useCompleteSandboxOnboarding() {
  const client = useQueryClient();
  const setStripeStatus = usePaymentAccountStore((s) => s.setStripeStatus);
  return useMutation({
    mutationFn: async (token: string) =>
      (await request(payments.sandboxOnboarding, { body: { token } }, { displayLoader: false }))
        .data,
    onSuccess: (account) => {
      client.setQueryData(paymentKeys.account, account);
      setStripeStatus(account.status);
    },
  });
}
