import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { IconPlus } from '@tabler/icons-react';
import type { bookings } from '@portal/contract';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useBookingTypes, useDeleteBookingType } from '../api/booking-types';
import { slotsByDay } from '../lib/availability';
import { formatPrice } from '../lib/booking-format';
import { BookingTypeForm } from './booking-type-form';

/** 'Monday 9:00-17:00; Tuesday 9:00-12:00, 13:00-17:00' */
function availabilitySummary(type: bookings.BookingType): string {
  return slotsByDay(type.availability as Parameters<typeof slotsByDay>[0])
    .filter((d) => d.slots.length > 0)
    .map(
      (d) => `${d.day} ${d.slots.map((s) => `${s.slot.starttime}-${s.slot.endtime}`).join(', ')}`,
    )
    .join('; ');
}

function BookingTypeCard({ type, onEdit }: { type: bookings.BookingType; onEdit: () => void }) {
  const remove = useDeleteBookingType();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-type">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{type.name}</Text>
          <Text fw={600} data-testid="booking-type-price">
            {formatPrice(type.pricePence)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {type.durationMinutes} minutes
        </Text>
        <Text size="sm" data-testid="booking-type-availability">
          {availabilitySummary(type) || 'No availability yet'}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            loading={remove.isPending}
            onClick={() => setAsking(true)}
          >
            Withdraw
          </Button>
        </Group>
      </Stack>
      {asking && (
        <ConfirmDialog
          title="Withdraw this booking type?"
          text="Patients can no longer book it. Appointments already made keep their time."
          confirmLabel="Withdraw"
          onClose={() => setAsking(false)}
          onConfirm={() => remove.mutate(type._id)}
        />
      )}
    </Paper>
  );
}

/** The doctor's booking types (name, price in pounds, duration, availability) and their form. */
export function BookingTypesPanel() {
  const types = useBookingTypes();
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  if (types.isPending) {
    return (
      <Stack gap="sm" data-testid="booking-types-loading">
        <Skeleton height={100} radius="md" />
        <Skeleton height={100} radius="md" />
      </Stack>
    );
  }
  if (types.isError) {
    return (
      <Alert color="red" title="Your booking types could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={() => void types.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {editing === 'new' ? (
        <BookingTypeForm onDone={() => setEditing(null)} />
      ) : (
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            New booking type
          </Button>
        </Group>
      )}
      {types.data.length === 0 && editing !== 'new' && (
        <EmptyState
          title="No booking types yet"
          text="Add one with its price and weekly availability, or start from a preset, so patients can book you."
        />
      )}
      {types.data.map((type) =>
        editing === type._id ? (
          <BookingTypeForm key={type._id} bookingType={type} onDone={() => setEditing(null)} />
        ) : (
          <BookingTypeCard key={type._id} type={type} onEdit={() => setEditing(type._id)} />
        ),
      )}
    </Stack>
  );
}
