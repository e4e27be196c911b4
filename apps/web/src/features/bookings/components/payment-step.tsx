import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { payments as paymentsApi, type bookings, type payments } from '@portal/contract';
import { usePaymentConfig } from '../api/payments';
import {
  paymentErrorOf,
  useAttachCard,
  useSandboxAuthenticate,
  useSandboxPayment,
} from '../api/pay-booking';
import { formatPrice } from '../lib/booking-format';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's libraries load only when Stripe runs, in a chunk of their own.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The sandbox's stand-in for the bank's extra check (3-D Secure). */
function SandboxAuthentication({ bookingId }: { bookingId: string }) {
  const authenticate = useSandboxAuthenticate();
  return (
    <Stack gap="xs" data-testid="card-authentication">
      <Text size="sm">Your bank asks you to confirm this payment.</Text>
      <Group gap="xs">
        <Button
          loading={authenticate.isPending}
          onClick={() => authenticate.mutate({ bookingId, approve: true })}
        >
          Confirm payment
        </Button>
        <Button
          variant="default"
          disabled={authenticate.isPending}
          onClick={() => authenticate.mutate({ bookingId, approve: false })}
        >
          Fail the check
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Pays a booking that waits for its card: the sandbox's own form, or Stripe Elements when
 * payment/config says stripe. A declined card shows the server's message; the booking has then
 * given its slot back.
 */
export function PaymentStep({ booking }: { booking: bookings.Booking }) {
  const config = usePaymentConfig();
  const sandbox = useSandboxPayment();
  const attach = useAttachCard();
  const [result, setResult] = useState<payments.BookingPayment | null>(null);
  const [stripeProblem, setStripeProblem] = useState<string | null>(null);
  const amount = formatPrice(booking.payment?.amountPence ?? booking.bookingType.pricePence);
  const failed = sandbox.error ?? attach.error;
  const declined = failed ? (paymentErrorOf(failed) ?? paymentsApi.CARD_DECLINED_MESSAGE) : null;
  const needsCheck =
    result?.nextAction?.type === 'authenticate' || booking.payment?.status === 'requires_action';

  const handleDone = (payment: payments.BookingPayment) => setResult(payment);

  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-step">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          Pay by card
        </Title>
        {booking.payment?.problem && (
          <Alert color="orange" title="Please pay again" data-testid="pay-again">
            {booking.payment.problem}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {booking.status === 'Approved' || booking.status === 'Rescheduled Approved'
            ? `${amount} is taken from your card now: the doctor has approved this appointment.`
            : `${amount} is held on your card now and taken only when the doctor approves.`}{' '}
          {paymentsApi.CANCELLATION_POLICY.text}
        </Text>
        {declined && (
          <Alert color="red" title="Payment refused" role="alert" data-testid="payment-error">
            {declined}
          </Alert>
        )}
        {needsCheck ? (
          config.data?.provider === 'stripe' ? (
            <Text size="sm">Follow your bank’s steps in the window it opened.</Text>
          ) : (
            <SandboxAuthentication bookingId={booking._id} />
          )
        ) : config.isPending ? (
          <Skeleton height={160} />
        ) : config.data?.provider === 'stripe' && config.data.publishableKey ? (
          <Suspense fallback={<Skeleton height={160} />}>
            <StripeCardForm
              publishableKey={config.data.publishableKey}
              amountLabel={amount}
              pending={attach.isPending}
              onPaymentMethod={(paymentMethod) =>
                attach.mutate(
                  { bookingId: booking._id, paymentMethod },
                  {
                    onSuccess: async (payment) => {
                      const secret = payment.nextAction?.clientSecret;
                      if (secret && config.data?.publishableKey) {
                        const { stripeNextAction } = await import('./stripe-card-form');
                        const { error } = await stripeNextAction(
                          config.data.publishableKey,
                          secret,
                        );
                        setStripeProblem(error);
                      }
                      handleDone(payment);
                    },
                  },
                )
              }
            />
            {stripeProblem && (
              <Text size="sm" c="red.8" role="alert">
                {stripeProblem}
              </Text>
            )}
          </Suspense>
        ) : (
          <SandboxCardForm
            amountLabel={amount}
            pending={sandbox.isPending}
            onPay={(card) =>
              sandbox.mutate({ bookingId: booking._id, card }, { onSuccess: handleDone })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
