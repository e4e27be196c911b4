import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { paymentsSchemas, type payments } from '@portal/contract';
import { useTextFields } from '../../../shared/lib/use-text-fields';

type CardField = 'number' | 'expMonth' | 'expYear' | 'cvc';

/**
 * The sandbox provider's own card form (when payment/config says sandbox): test cards only, the
 * card checked with the contract's schema before it is sent. Stripe's Elements take its place
 * when Stripe runs.
 */
export function SandboxCardForm({
  amountLabel,
  pending,
  onPay,
}: {
  amountLabel: string;
  pending: boolean;
  onPay: (card: payments.SandboxCardBody) => void;
}) {
  const { field, check } = useTextFields(paymentsSchemas.SandboxCardBodySchema, {
    number: '',
    expMonth: '',
    expYear: '',
    cvc: '',
  } satisfies Record<CardField, string>);
  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(e) => {
        e.preventDefault();
        const card = check();
        if (card) onPay(card);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Test payments: use 4242 4242 4242 4242 with any future date and any three digits.
        </Text>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...field('number')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label="Expiry month"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            {...field('expMonth')}
          />
          <TextInput
            label="Expiry year"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            {...field('expYear')}
          />
          <TextInput
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...field('cvc')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Pay {amountLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
