import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { Link, useSearchParams } from 'react-router';
import { useCompleteSandboxOnboarding } from '../api/payments';

/**
 * /appointment/onboarding?token=: the sandbox provider's onboarding page, where POST
 * payment/getLink sends a doctor when no real provider runs. Completing it makes the account
 * 'Completed' (charges and payouts on); a used or expired link says so and asks for a new one.
 */
export function OnboardingPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const complete = useCompleteSandboxOnboarding();
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={1} fz="h3">
          Set up payments (test mode)
        </Title>
        <Text size="sm">
          This test provider stands in for the card company’s onboarding: no details are asked for.
          Completing it lets you take paid bookings; add your bank account afterwards.
        </Text>
        {complete.isSuccess ? (
          <Alert color="green" title="Payment account set up" data-testid="onboarding-done">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Status: {complete.data.status}</Text>
              <Button component={Link} to="/appointment/list?tab=payments" size="xs">
                Back to Bookings
              </Button>
            </Stack>
          </Alert>
        ) : !token ? (
          <Alert color="red" title="This link is not complete">
            <Button component={Link} to="/appointment/list?tab=payments" size="xs" variant="light">
              Ask for a new link
            </Button>
          </Alert>
        ) : (
          <>
            {complete.isError && (
              <Alert color="red" title="The account was not set up">
                <Button
                  component={Link}
                  to="/appointment/list?tab=payments"
                  size="xs"
                  variant="light"
                  color="red"
                >
                  Ask for a new link
                </Button>
              </Alert>
            )}
            <Button
              loading={complete.isPending}
              onClick={() => complete.mutate(token)}
              style={{ alignSelf: 'flex-start' }}
            >
              Complete setup
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
