import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { londonToday, type bookings } from '@portal/contract';
import { useFreeSlots } from '../api/book-appointment';
import { dayHeading, slotTime } from '../lib/booking-format';

/** How many days ahead the free slots are shown. */
export const SLOT_DAYS = 14;

/** Free slots grouped by their London day, in order. */
export function slotsByDate(slots: readonly bookings.FreeSlot[]) {
  const days = new Map<string, bookings.FreeSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/**
 * A booking type's free slots over the next two weeks by day (Europe/London, en-GB dates); a
 * click picks one.
 */
export function SlotPicker({
  bookingTypeId,
  selected,
  onPick,
}: {
  bookingTypeId: string;
  selected: string | null;
  onPick: (slot: bookings.FreeSlot) => void;
}) {
  // The two weeks from today in London, fixed while the picker shows.
  const [range] = useState(() => {
    const now = Date.now();
    return { from: londonToday(now), to: londonToday(now, SLOT_DAYS - 1) };
  });
  const slots = useFreeSlots({ bookingTypeId, ...range });
  if (slots.isPending) {
    return (
      <Stack gap="sm" data-testid="slots-loading">
        {Array.from({ length: 3 }, (_, i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={16} width={200} />
            <Group gap={6}>
              {Array.from({ length: 5 }, (__, j) => (
                <Skeleton key={j} height={28} width={64} />
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    );
  }
  if (slots.isError) {
    return (
      <Alert color="red" title="The free times could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const days = slotsByDate(slots.data);
  if (days.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No free times in the next {SLOT_DAYS} days.
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="free-slots">
      {days.map(({ date, slots: daySlots }) => (
        <Stack key={date} gap={6} component="section" aria-label={dayHeading(date)}>
          <Title order={3} fz="sm">
            {dayHeading(date)}
          </Title>
          <Group gap={6}>
            {daySlots.map((slot) => (
              <Button
                key={slot.startsAt}
                size="compact-sm"
                variant={selected === slot.startsAt ? 'filled' : 'default'}
                aria-pressed={selected === slot.startsAt}
                aria-label={`${dayHeading(date)} ${slotTime(slot.startsAt)}`}
                onClick={() => onPick(slot)}
              >
                {slotTime(slot.startsAt)}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
