import { STRIPE_STATUS_COMPLETED } from '@portal/contract';
import { createFeatureStore } from '../../../shared/session/feature-store';

interface PaymentAccountState {
  /** SPEC §3 `stripeStatus`: the payment account's status as last read. */
  stripeStatus: string | null;
  /** SPEC §3 `isAccountSetup`: true when `stripeStatus` is 'Completed'. */
  isAccountSetup: boolean;
  setStripeStatus: (stripeStatus: string | null) => void;
}

/** The bookings feature's payment account state (decision 140). */
export const usePaymentAccountStore = createFeatureStore<PaymentAccountState>(
  'payments',
  (set) => ({
    stripeStatus: null,
    isAccountSetup: false,
    setStripeStatus: (stripeStatus) =>
      set({ stripeStatus, isAccountSetup: stripeStatus === STRIPE_STATUS_COMPLETED }),
  }),
  ({ stripeStatus, isAccountSetup }) => ({ stripeStatus, isAccountSetup }),
);
