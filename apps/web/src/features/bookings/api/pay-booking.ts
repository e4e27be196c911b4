import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payments } from '@portal/contract';
import { ApiCallFailedError, request } from '../../../shared/api/query';
import { bookingKeys } from './bookings-keys';

/** The refusal's text of a failed payment call (the declined card's message), if it had one. */
export function paymentErrorOf(error: unknown): string | null {
  return error instanceof ApiCallFailedError ? (error.failure?.error?.error ?? null) : null;
}

/**
 * Pays a booking with the sandbox's own card form: the card becomes a token
 * (POST payment/sandbox/card), which pays the booking (POST payment/source). The answer may ask
 * for the card's extra authentication step (`nextAction`). A declined card is refused with a
 * message and the booking gives its slot back; the slots are fetched again either way.
 */
export function useSandboxPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      bookingId,
      card,
    }: {
      bookingId: string;
      card: payments.SandboxCardBody;
    }) => {
      const token = (await request(payments.sandboxCard, { body: card }, { displayLoader: false }))
        .data;
      return (
        await request(
          payments.attachSource,
          { body: { bookingId, paymentMethod: token.paymentMethod } },
          { displayLoader: false },
        )
      ).data;
    },
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** POST payment/source with a card token made elsewhere (Stripe Elements' PaymentMethod id). */
export function useAttachCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: payments.AttachSourceBody) =>
      (await request(payments.attachSource, { body }, { displayLoader: false })).data,
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** POST payment/sandbox/authenticate: the patient's answer to the card's extra step. */
export function useSandboxAuthenticate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { bookingId: string; approve: boolean }) =>
      (await request(payments.sandboxAuthenticate, { body }, { displayLoader: false })).data,
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
