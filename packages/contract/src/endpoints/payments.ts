// Payments (SPEC §7 Profile and payments, Booking's payment/source): the doctor's payment account,
// the card of a booking, and the local sandbox provider's own calls. The Stripe webhooks
// (POST /api/payment/webhook and /api/payment/webhook/connect) are no contract calls: Stripe sends neither the panel nor the
// appversion header nor a session, and its signature is checked over the raw body.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/payments';

export type * from '../schemas/payments';

/** The payment providers: the local sandbox (default) and Stripe (when the server has its key). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A payment account's status. 'Completed' (SPEC §4) only when it can take charges and receive
 * payouts; 'Pending' once onboarding has begun and something is still missing.
 */
export const PAYMENT_ACCOUNT_STATUSES = ['Not Started', 'Pending', 'Completed'] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];

/**
 * A booking's payment state (decision 76), the same list as bookings' `BOOKING_PAYMENT_STATUSES`:
 * - `none`: a free booking type;
 * - `requires_card`: a paid booking waiting for its card (POST payment/source); its slot is
 *   released if no card succeeds within `CARD_WAIT_MINUTES`, or, for a booking whose hold lapsed
 *   or whose saved card was declined nearer the time, within `PAY_AGAIN_HOURS`;
 * - `requires_action`: the card needs its extra authentication step;
 * - `scheduled`: an appointment more than `HOLD_AHEAD_DAYS` ahead: the card is saved and the
 *   amount is held (or, once approved, charged) nearer the time;
 * - `held`: the amount is held on the card;
 * - `captured`: charged (the whole amount, or the cancellation fee);
 * - `refunded`: charged, then refunded (all, or all but the cancellation fee);
 * - `released`: the hold (or the saved card) let go without a charge;
 * - `failed`: the card was declined.
 */
export const BOOKING_PAYMENT_STATES = [
  'none',
  'requires_card',
  'scheduled',
  'held',
  'requires_action',
  'captured',
  'released',
  'refunded',
  'failed',
] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

/** Minutes a paid booking keeps its slot while waiting for a card that succeeds. */
export const CARD_WAIT_MINUTES = 15;
/** A card hold lapses after about 7 days: appointments further ahead save the card instead. */
export const HOLD_AHEAD_DAYS = 6;
/**
 * Hours a patient has to pay on the booking's page when the hold on their card lapsed or their
 * saved card was refused with them away (never past the appointment's start); then the booking
 * is released by the system.
 */
export const PAY_AGAIN_HOURS = 24;
/** The currency of every price (integer pence). */
export const CURRENCY = 'gbp';

/** The sandbox's test cards (decision 75). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

/**
 * The one cancellation policy (applied by the server's cancellation-policy.ts): a patient
 * cancelling an approved appointment 48 hours or more before its start pays nothing; from 48 to
 * 24 hours before, a quarter of the price; within 24 hours, half. A booking the doctor, an admin
 * or the system rejects, or a request never approved, is never charged.
 */
export const CANCELLATION_POLICY = {
  freeUntilHours: 48,
  tiers: [
    { withinHours: 48, feePercent: 25 },
    { withinHours: 24, feePercent: 50 },
  ],
  text: 'Free cancellation up to 48 hours before the appointment; from 48 to 24 hours before, 25% of the price is kept; within 24 hours, 50%. If the doctor declines or cancels, you pay nothing.',
} as const;

/** The message a declined card gets; the booking then holds no slot. */
export const CARD_DECLINED_MESSAGE =
  'Your card was declined. The time was not booked: please try another card.';

export const getConfig = defineEndpoint<typeof s.getConfig>()({
  method: 'GET',
  path: '/api/payment/config',
  summary:
    'Which payment provider runs, and the publishable key for Stripe Elements (null for the sandbox).',
  access: 'user',
  module: 'bookingList',
});

export const getLink = defineEndpoint<typeof s.getLink>()({
  method: 'POST',
  path: '/api/payment/getLink',
  summary:
    'The onboarding link of the caller’s payment account (created on first use): a Stripe Connect account link, or the sandbox’s onboarding page. An expired or used link is replaced. With Stripe, once the account’s details are submitted: a single-use login link to its Express dashboard (payouts and bank account).',
  access: 'user',
  module: 'bookingList',
  consults: true,
});

export const getAccount = defineEndpoint<typeof s.getAccount>()({
  method: 'GET',
  path: '/api/payment/getAccount',
  summary:
    'The caller’s payment account: status Completed only when it can take charges and payouts; the bank account by its last four digits only.',
  access: 'user',
  module: 'bookingList',
});

export const saveBankAccount = defineEndpoint<typeof s.saveBankAccount>()({
  method: 'POST',
  path: '/api/payment/account',
  summary:
    'Set the UK bank account payouts go to (sort code 6 digits, account number 8); only its last four digits are kept. Only where the portal collects it (the account’s collectsBankAccount, the sandbox): with Stripe the bank account is added in Stripe’s own pages, and this answers 409.',
  access: 'user',
  module: 'bookingList',
  consults: true,
});

export const attachSource = defineEndpoint<typeof s.attachSource>()({
  method: 'POST',
  path: '/api/payment/source',
  summary:
    'Pay for a booking the caller is the patient of with a card: the amount is held (or the card saved for an appointment far ahead). A declined card is refused and the booking releases its slot.',
  access: 'user',
  module: 'bookingList',
});

export const sandboxCard = defineEndpoint<typeof s.sandboxCard>()({
  method: 'POST',
  path: '/api/payment/sandbox/card',
  summary:
    'Sandbox provider only: turn a test card into a card token for payment/source (4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 needs the extra step).',
  access: 'user',
  module: 'bookingList',
});

export const sandboxAuthenticate = defineEndpoint<typeof s.sandboxAuthenticate>()({
  method: 'POST',
  path: '/api/payment/sandbox/authenticate',
  summary:
    'Sandbox provider only: the patient’s answer to the card’s extra authentication step of a booking.',
  access: 'user',
  module: 'bookingList',
});

export const sandboxOnboarding = defineEndpoint<typeof s.sandboxOnboarding>()({
  method: 'POST',
  path: '/api/payment/sandbox/onboarding',
  summary:
    'Sandbox provider only: complete the onboarding of the caller’s account from the token of its link.',
  access: 'user',
  module: 'bookingList',
  consults: true,
});
