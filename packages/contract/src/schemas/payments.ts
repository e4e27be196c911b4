// The zod schemas of endpoints/payments.ts (SPEC §7 Profile and payments, and the card of a
// booking): the doctor's payment account, a booking's card, and the sandbox provider's own calls.

import { z } from 'zod';
import type { EndpointSchemas } from '../endpoint';
import { messages, requiredString } from '../validation';
import {
  BOOKING_PAYMENT_STATES,
  PAYMENT_ACCOUNT_STATUSES,
  PAYMENT_PROVIDERS,
} from '../endpoints/payments';

export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

/** Which provider runs, and the key Stripe Elements needs in the browser (null for the sandbox). */
export const PaymentConfigSchema = z.object({
  provider: PaymentProviderSchema,
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** The bank account payouts go to: only ever its last four digits. */
export const BankAccountSchema = z.object({
  accountHolderName: z.string(),
  /** Last four digits of the account number. */
  last4: z.string().regex(/^\d{4}$/),
  /** Last two digits of the sort code, shown as `**-**-12`; null when the provider gives none. */
  sortCodeLast2: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/**
 * The doctor's payment account. `status` is 'Completed' only when the account can take charges
 * and receive payouts; the web app sets the session's `stripeStatus` from it and
 * `isAccountSetup` when it equals 'Completed'.
 */
export const PaymentAccountSchema = z.object({
  provider: PaymentProviderSchema,
  status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /**
   * True when the portal's form sets the bank account (POST payment/account, the sandbox);
   * false when the provider's own pages do (Stripe: its onboarding, then its Express dashboard,
   * both reached through POST payment/getLink), decision 132.
   */
  collectsBankAccount: z.boolean(),
  bankAccount: BankAccountSchema.nullable(),
});
export type PaymentAccount = z.infer<typeof PaymentAccountSchema>;

/**
 * An onboarding link, or once onboarding is done a link to the provider's dashboard (Stripe's
 * Express dashboard): open it in the browser at once; each is good once.
 */
export const OnboardingLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type OnboardingLink = z.infer<typeof OnboardingLinkSchema>;

/** Digits of a field typed with spaces or hyphens (sort code 12-34-56, card 4242 4242 ...). */
const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;

/** A UK sort code: six digits, typed as 123456 or 12-34-56. */
export const SortCodeSchema = z.preprocess(
  digitsOnly,
  requiredString().regex(/^\d{6}$/, { error: messages.digits(6) }),
);
/** A UK account number: eight digits. */
export const AccountNumberSchema = z.preprocess(
  digitsOnly,
  requiredString().regex(/^\d{8}$/, { error: messages.digits(8) }),
);

/** Body of POST payment/account: the UK bank account payouts go to. */
export const BankAccountBodySchema = z.strictObject({
  accountHolderName: requiredString({ max: 100 }),
  sortCode: SortCodeSchema,
  accountNumber: AccountNumberSchema,
});
export type BankAccountBody = z.input<typeof BankAccountBodySchema>;

export const BookingPaymentStateSchema = z.enum(BOOKING_PAYMENT_STATES);

/**
 * What the browser must do next: `authenticate` is the card's extra step (3-D Secure). With
 * Stripe, `clientSecret` goes to `stripe.handleNextAction`; with the sandbox, the web app shows
 * its own step and answers it through POST payment/sandbox/authenticate.
 */
export const PaymentNextActionSchema = z.object({
  type: z.literal('authenticate'),
  clientSecret: z.string().nullable(),
});

/** A booking's payment as its patient and doctor see it. Amounts are integer pence. */
export const BookingPaymentSchema = z.object({
  bookingId: z.string(),
  state: BookingPaymentStateSchema,
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** Kept (captured) by the doctor after refunds and fees, in pence. */
  capturedAmount: z.number().int().nonnegative(),
  refundedAmount: z.number().int().nonnegative(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  nextAction: PaymentNextActionSchema.nullable(),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

/**
 * Body of POST payment/source: a card (a Stripe PaymentMethod id `pm_...`, or the sandbox's
 * token from POST payment/sandbox/card) for a booking the caller is the patient of.
 */
export const AttachSourceBodySchema = z.strictObject({
  bookingId: z.uuid({ error: 'Invalid booking id' }),
  paymentMethod: requiredString({ max: 255 }).regex(/^[A-Za-z0-9_]+$/, {
    error: 'This is not a card token.',
  }),
});
export type AttachSourceBody = z.infer<typeof AttachSourceBodySchema>;

/** Body of POST payment/sandbox/card: the sandbox's card form (test cards only). */
export const SandboxCardBodySchema = z.strictObject({
  number: z.preprocess(
    digitsOnly,
    requiredString().regex(/^\d{12,19}$/, { error: 'Enter a card number of 12 to 19 digits.' }),
  ),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Enter a month from 1 to 12.')
    .max(12, 'Enter a month from 1 to 12.'),
  expYear: z.coerce
    .number()
    .int()
    .min(2000, 'Enter the year in four digits.')
    .max(2100, 'Enter the year in four digits.'),
  cvc: requiredString().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code.' }),
});
export type SandboxCardBody = z.input<typeof SandboxCardBodySchema>;

export const SandboxCardSchema = z.object({
  paymentMethod: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

/** Body of POST payment/sandbox/authenticate: the patient's answer to the extra step. */
export const SandboxAuthenticateBodySchema = z.strictObject({
  bookingId: z.uuid({ error: 'Invalid booking id' }),
  /** false: the patient failed or cancelled the step (the card is then refused). */
  approve: z.boolean(),
});

/** Body of POST payment/sandbox/onboarding: completes the sandbox onboarding of a link. */
export const SandboxOnboardingBodySchema = z.strictObject({
  token: requiredString({ max: 200 }),
});

export const getConfig = { response: PaymentConfigSchema } satisfies EndpointSchemas;
export const getLink = { response: OnboardingLinkSchema } satisfies EndpointSchemas;
export const getAccount = { response: PaymentAccountSchema } satisfies EndpointSchemas;
export const saveBankAccount = {
  body: BankAccountBodySchema,
  response: PaymentAccountSchema,
} satisfies EndpointSchemas;
export const attachSource = {
  body: AttachSourceBodySchema,
  response: BookingPaymentSchema,
} satisfies EndpointSchemas;
export const sandboxCard = {
  body: SandboxCardBodySchema,
  response: SandboxCardSchema,
} satisfies EndpointSchemas;
export const sandboxAuthenticate = {
  body: SandboxAuthenticateBodySchema,
  response: BookingPaymentSchema,
} satisfies EndpointSchemas;
export const sandboxOnboarding = {
  body: SandboxOnboardingBodySchema,
  response: PaymentAccountSchema,
} satisfies EndpointSchemas;
