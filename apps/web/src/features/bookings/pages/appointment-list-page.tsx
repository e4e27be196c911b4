import { Alert, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { LinkTab } from '../../../shared/ui/link-tab';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePaymentAccount } from '../api/payments';
import { useBookingsLive } from '../api/use-bookings-live';
import { AppointmentsPanel } from '../components/appointments-panel';
import { BookingTypesPanel } from '../components/booking-types-panel';
import { PaymentAccountPanel } from '../components/payment-account-panel';

const TABS = ['appointments', 'availability', 'payments'] as const;
type Tab = (typeof TABS)[number];

/**
 * /appointment/list (SPEC §2, Bookings): the doctor's appointments by status with their actions,
 * the booking types with their weekly availability, and the payment account; the last two only
 * for one who offers appointments (decision 142). The tab is in the URL (`?tab=`), so a link or
 * a reload opens the same one; a change by the other party shows live.
 */
export function AppointmentListPage() {
  const mobile = useIsMobile();
  const consults = useSessionStore((s) => s.user?.offersAppointments ?? false);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  // Back from the provider's onboarding (its return and refresh links): the payments tab.
  const onboarding = params.get('onboarding');
  const tab: Tab = !consults
    ? 'appointments'
    : TABS.includes(asked as Tab)
      ? (asked as Tab)
      : onboarding
        ? 'payments'
        : 'appointments';
  useBookingsLive();
  // Read on every visit, so the session's stripeStatus and isAccountSetup stay current.
  usePaymentAccount();

  return (
    <Stack gap="md" maw={960} data-testid="appointment-list">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} fz={mobile ? 'h3' : 'h2'}>
          Bookings
        </Title>
        <Anchor component={Link} to="/appointment/book" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconCalendarPlus size={16} aria-hidden />
            Book an appointment
          </Group>
        </Anchor>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (value && value !== 'appointments') next.set('tab', value);
              else next.delete('tab');
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List grow={mobile}>
          <LinkTab value="appointments" to={{ search: '' }}>
            Appointments
          </LinkTab>
          {consults && (
            <LinkTab value="availability" to={{ search: '?tab=availability' }}>
              Availability
            </LinkTab>
          )}
          {consults && (
            <LinkTab value="payments" to={{ search: '?tab=payments' }}>
              Payments
            </LinkTab>
          )}
        </Tabs.List>
        <Tabs.Panel value="appointments" pt="md">
          <AppointmentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="availability" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Each booking type has its price and the weekly times patients can book, in UK time.
            </Text>
            <BookingTypesPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          {onboarding === 'expired' && (
            <Alert color="yellow" title="The set-up link expired" mb="sm">
              Ask for a new one with the button below.
            </Alert>
          )}
          <PaymentAccountPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
