import { useEffect, useRef } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useSessionStore } from '../../../shared/session/session-store';
import type { AppointmentsView, BookingFilter } from '../api/bookings-keys';
import { useBookings } from '../api/get-bookings';
import { bookingFilterOf, bookingFilterParams } from '../lib/booking-filter-params';
import { AppointmentsFilters } from './appointments-filters';
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
 * The caller's appointments, as doctor or as patient (or, for an admin, everyone's), filtered by
 * status and London dates, each with what may be done to it now.
 */
export function AppointmentsPanel() {
  const [params, setParams] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const views: AppointmentsView[] = [
    ...(user?.offersAppointments ? (['doctor'] as const) : []),
    'patient',
    ...(user?.isAdmin ? (['all'] as const) : []),
  ];
  // In the address, so that a link, a reload and the server's render show the same list. A change
  // builds on the last address written, not yet the page's while its navigation is under way:
  // React Router's own `prev` is the address of the last render, and a second change made before
  // the first one's navigation ends would undo it.
  const filter = bookingFilterOf(params, user);
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);
  const setFilter = (change: (filter: BookingFilter) => BookingFilter) => {
    const base = written.current ?? params;
    const next = bookingFilterParams(change(bookingFilterOf(base, user)), base, user);
    written.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const list = useBookings(filter);

  return (
    <Stack gap="md">
      <AppointmentsFilters filter={filter} views={views} onChange={setFilter} />
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
            filter.status || filter.from || filter.to || filter.doctorId || filter.patientId
              ? 'None match these filters.'
              : filter.as === 'all'
                ? 'Bookings show here once people make them.'
                : filter.as === 'patient'
                  ? 'Appointments you book with a doctor show here.'
                  : 'Requests from patients show here once your booking types are set up.'
          }
        />
      ) : (
        // While another filter's list loads, this one stays, marked busy and dimmed.
        <Stack
          gap="sm"
          data-testid="bookings-list"
          aria-busy={list.isPlaceholderData}
          style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}
        >
          <Text size="sm" c="dimmed" role="status">
            {list.data.total} {list.data.total === 1 ? 'appointment' : 'appointments'}
          </Text>
          {list.data.rows.map((b) => (
            <BookingCard key={b._id} booking={b} bothPeople={filter.as === 'all'} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
