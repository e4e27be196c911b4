import { useState } from 'react';
import {
  Alert,
  Avatar,
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
import '@mantine/core/styles/Avatar.layer.css';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initialOf } from '@portal/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useBookingDoctors } from '../api/book-appointment';
import { formatPrice } from '../lib/booking-format';

/** /appointment/book: the doctors taking bookings, with their booking types and prices. */
export function BookDoctorsPage() {
  const mobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 400);
  const doctors = useBookingDoctors(term);

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz={mobile ? 'h3' : 'h2'}>
        Book an appointment
      </Title>
      <TextInput
        label="Search doctors"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {doctors.isPending ? (
        <Stack gap="sm" data-testid="doctors-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      ) : doctors.isError ? (
        <Alert color="red" title="The doctors could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void doctors.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : doctors.data.length === 0 ? (
        <EmptyState
          title="No doctors found"
          text={
            term
              ? 'No doctor taking bookings matches this search.'
              : 'No doctor is taking bookings yet.'
          }
        />
      ) : (
        <Stack gap="sm" data-testid="booking-doctors">
          {doctors.data.map((d) => (
            <Paper key={d._id} withBorder radius="md" p="md" component="article">
              <Group justify="space-between" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={d.avatarUrl} alt="" radius="xl">
                    {initialOf(d.name)}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{d.name}</Text>
                    <Text size="sm" c="dimmed">
                      {d.bookingTypes
                        .map(
                          (t) =>
                            `${t.name} (${t.durationMinutes} min, ${formatPrice(t.pricePence)})`,
                        )
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  component={Link}
                  to={`/appointment/book/${d._id}`}
                  aria-label={`Book ${d.name}`}
                  fullWidth={mobile}
                >
                  Book
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
