import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useSearchParams } from 'react-router';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useSessionStore } from '../../../shared/session/session-store';
import { appointmentsSide, type BookingFilter } from '../api/bookings-keys';
import { useBookings } from '../api/get-bookings';
import { BookingCard } from './booking-card';

function BookingsSkeleton() {
  return (
    <Stack gap="sm" data-testid="bookings-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={118} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The caller's appointments, as doctor or as patient, filtered by status and London dates, each
 * with what may be done to it now.
 */
export function AppointmentsPanel() {
  const [params] = useSearchParams();
  const consults = useSessionStore((s) => s.user?.offersAppointments ?? false);
  const [filter, setFilter] = useState<BookingFilter>({ as: appointmentsSide(params, consults) });
  const list = useBookings(filter);
  const set = (patch: Partial<BookingFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter appointments">
        {consults && (
          <SegmentedControl
            aria-label="Appointments as"
            value={filter.as ?? 'doctor'}
            onChange={(v) => set({ as: v === 'patient' ? 'patient' : 'doctor' })}
            data={[
              { value: 'doctor', label: 'As doctor' },
              { value: 'patient', label: 'As patient' },
            ]}
          />
        )}
        <NativeSelect
          label="Status"
          value={filter.status ?? ''}
          onChange={(e) => set({ status: e.currentTarget.value || undefined })}
          data={[{ value: '', label: 'All statuses' }, ...APPOINTMENT_STATUSES]}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          type="date"
          label="From"
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          type="date"
          label="To"
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      {list.isPending ? (
        <BookingsSkeleton />
      ) : list.isError ? (
        <Alert color="red" title="The appointments could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          title="No appointments"
          text={
            filter.status || filter.from || filter.to
              ? 'None match these filters.'
              : filter.as === 'patient'
                ? 'Appointments you book with a doctor show here.'
                : 'Requests from patients show here once your booking types are set up.'
          }
        />
      ) : (
        <Stack gap="sm" data-testid="bookings-list">
          <Text size="sm" c="dimmed" role="status">
            {list.data.total} {list.data.total === 1 ? 'appointment' : 'appointments'}
          </Text>
          {list.data.rows.map((b) => (
            <BookingCard key={b._id} booking={b} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
