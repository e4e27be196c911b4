import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';

function CardFields({
  amountLabel,
  pending,
  onPaymentMethod,
}: {
  amountLabel: string;
  pending: boolean;
  onPaymentMethod: (paymentMethodId: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(e) => {
        e.preventDefault();
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return;
        setWorking(true);
        void stripe
          .createPaymentMethod({ type: 'card', card })
          .then(({ paymentMethod, error }) => {
            if (error || !paymentMethod) setProblem(error?.message ?? 'The card was not accepted.');
            else {
              setProblem(null);
              onPaymentMethod(paymentMethod.id);
            }
          })
          .finally(() => setWorking(false));
      }}
    >
      <Stack gap="sm">
        <div
          style={{ padding: 12, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        >
          <CardElement options={{ hidePostalCode: false }} />
        </div>
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending || working} disabled={!stripe}>
            Pay {amountLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Stripe Elements' card field (when payment/config says stripe), in a chunk of its own that only
 * a Stripe payment loads: the card goes to Stripe, and only its PaymentMethod id to our server.
 */
export default function StripeCardForm({
  publishableKey,
  ...props
}: {
  publishableKey: string;
  amountLabel: string;
  pending: boolean;
  onPaymentMethod: (paymentMethodId: string) => void;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}

/** The card's extra authentication step with Stripe (3-D Secure), from the PaymentIntent's secret. */
export async function stripeNextAction(publishableKey: string, clientSecret: string) {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) return { error: 'Stripe could not be loaded.' };
  const { error } = await stripe.handleNextAction({ clientSecret });
  return { error: error?.message ?? null };
}
