import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { paymentsSchemas, STRIPE_STATUS_COMPLETED, type payments } from '@portal/contract';
import { useOnboardingLink, usePaymentAccount, useSaveBankAccount } from '../api/payments';
import { useTextFields } from '../../../shared/lib/use-text-fields';
import { STATUS_TONES } from '../../../shared/ui/status-tones';

type BankField = 'accountHolderName' | 'sortCode' | 'accountNumber';

/** The bank account by its last digits: never more comes from the server. */
function BankSummary({ bank }: { bank: payments.BankAccount }) {
  return (
    <Text size="sm" data-testid="bank-account">
      {bank.accountHolderName}:{' '}
      {bank.sortCodeLast2 ? `sort code **-**-${bank.sortCodeLast2}, ` : ''}account ending{' '}
      {bank.last4}
    </Text>
  );
}

/**
 * Where the provider collects the bank account (Stripe Express, decision 132): its onboarding
 * asks for it, and its Express dashboard changes it. Shown as Stripe reports it.
 */
function ProviderBankAccount({ account }: { account: payments.PaymentAccount }) {
  const link = useOnboardingLink();
  return (
    <Stack gap="sm" data-testid="provider-bank-account">
      <Title order={3} fz="h5">
        Bank account for payouts
      </Title>
      {account.bankAccount ? (
        <BankSummary bank={account.bankAccount} />
      ) : (
        <Text size="sm" c="dimmed">
          No bank account yet.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {account.detailsSubmitted
          ? 'Your bank account is kept by Stripe: change it in your Stripe Express dashboard.'
          : 'Stripe asks for your bank account while you set up payments.'}
      </Text>
      {account.detailsSubmitted && (
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={link.isPending}
            onClick={() =>
              link.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
            }
          >
            Change bank account in Stripe
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The UK bank account payouts go to, where the portal collects it (the sandbox); the account
 * answers with its last four digits only.
 */
function BankAccountForm({ account }: { account: payments.PaymentAccount }) {
  const { field, check, setValues, setProblems } = useTextFields(
    paymentsSchemas.BankAccountBodySchema,
    {
      accountHolderName: account.bankAccount?.accountHolderName ?? '',
      sortCode: '',
      accountNumber: '',
    } satisfies Record<BankField, string>,
  );
  const save = useSaveBankAccount((failure) => setProblems(failure.error?.fields ?? {}));

  return (
    <form
      noValidate
      aria-label="Bank account"
      onSubmit={(e) => {
        e.preventDefault();
        const body = check();
        if (!body) return;
        save.mutate(body, {
          onSuccess: () => setValues((v) => ({ ...v, sortCode: '', accountNumber: '' })),
        });
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Bank account for payouts
        </Title>
        {account.bankAccount && <BankSummary bank={account.bankAccount} />}
        <TextInput
          label="Account holder name"
          autoComplete="name"
          {...field('accountHolderName')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label="Sort code"
            placeholder="12-34-56"
            inputMode="numeric"
            autoComplete="off"
            {...field('sortCode')}
          />
          <TextInput
            label="Account number"
            placeholder="12345678"
            inputMode="numeric"
            autoComplete="off"
            {...field('accountNumber')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {account.bankAccount ? 'Replace bank account' : 'Save bank account'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const ACCOUNT_STATUS_COLOUR: Record<payments.PaymentAccountStatus, string> = {
  'Not Started': STATUS_TONES.idle,
  Pending: STATUS_TONES.waiting,
  Completed: STATUS_TONES.good,
};

/**
 * The doctor's payment account: its status ('Completed' when it can take charges and payouts;
 * kept in the session as stripeStatus), the onboarding link, and the bank account: a form where
 * the portal collects it, else as the provider reports it with a way to its dashboard.
 */
export function PaymentAccountPanel() {
  const account = usePaymentAccount();
  const link = useOnboardingLink();

  if (account.isPending) {
    return (
      <Stack gap="sm" data-testid="payment-account-loading">
        <Skeleton height={80} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (account.isError) {
    return (
      <Alert color="red" title="Your payment account could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const a = account.data;
  const done = a.status === STRIPE_STATUS_COMPLETED;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} fz="h5">
              Payment account
            </Title>
            <Badge
              color={ACCOUNT_STATUS_COLOUR[a.status]}
              variant="light"
              data-testid="payment-status"
            >
              {a.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {done
              ? 'You can take paid bookings. Payments reach your bank account after each appointment.'
              : 'Finish setting up your payment account to take paid bookings. Free booking types work without it.'}
          </Text>
          {!done && (
            <Group>
              <Button
                loading={link.isPending}
                onClick={() =>
                  link.mutate(undefined, {
                    onSuccess: ({ url }) => window.location.assign(url),
                  })
                }
              >
                {a.status === 'Not Started' ? 'Set up payments' : 'Continue setting up payments'}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {a.collectsBankAccount ? (
          <BankAccountForm account={a} />
        ) : (
          <ProviderBankAccount account={a} />
        )}
      </Paper>
    </Stack>
  );
}
