import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { bookings, messages, type AvailabilitySlot } from '@portal/contract';
import { useSaveBookingType } from '../api/booking-types';
import { penceToPounds, poundsToPence } from '../lib/booking-format';
import { AvailabilityEditor, availabilityProblems } from './availability-editor';

interface Problems {
  name?: string;
  price?: string;
  availability?: string;
}

/**
 * A booking type's form: name, price in pounds (kept in pence), duration and the weekly
 * availability. Checked as it is typed; the server checks it again (the overlap message, also
 * enforced by the database) and its messages go on the fields.
 */
export function BookingTypeForm({
  bookingType,
  onDone,
}: {
  bookingType?: bookings.BookingType;
  onDone: () => void;
}) {
  const [name, setName] = useState(bookingType?.name ?? '');
  const [price, setPrice] = useState(bookingType ? penceToPounds(bookingType.pricePence) : '');
  const [duration, setDuration] = useState(String(bookingType?.durationMinutes ?? 30));
  const [availability, setAvailability] = useState<AvailabilitySlot[]>(
    (bookingType?.availability ?? []) as AvailabilitySlot[],
  );
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveBookingType((failure) => {
    const fields = failure.error?.fields ?? {};
    setProblems({
      name: fields.name,
      price: fields.pricePence,
      availability: Object.entries(fields).find(([k]) => k.startsWith('availability'))?.[1],
    });
  });
  const live = availabilityProblems(availability);

  const submit = () => {
    const pricePence = poundsToPence(price);
    const found: Problems = {
      ...(name.trim() ? {} : { name: messages.required }),
      ...(price.trim() === ''
        ? { price: messages.required }
        : pricePence === null
          ? { price: 'Give the price in pounds and pence, like 45 or 45.50' }
          : pricePence > 0 && pricePence < bookings.BOOKING_MIN_PAID_PRICE_PENCE
            ? { price: bookings.BOOKING_MIN_PAID_PRICE_MESSAGE }
            : {}),
      ...(availability.length === 0
        ? { availability: 'Add at least one slot, or start from a preset' }
        : live
          ? { availability: live }
          : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || pricePence === null) return;
    save.mutate(
      {
        ...(bookingType ? { id: bookingType._id } : {}),
        body: {
          name: name.trim(),
          pricePence,
          durationMinutes: Number(duration) as bookings.BookingTypeBody['durationMinutes'],
          availability,
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        aria-label={bookingType ? `Edit ${bookingType.name}` : 'New booking type'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {bookingType ? `Edit ${bookingType.name}` : 'New booking type'}
          </Title>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problems.name}
            maxLength={100}
          />
          <Group gap="sm" align="flex-start" grow>
            <TextInput
              label="Price (£)"
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.currentTarget.value)}
              error={problems.price}
              description="0 for a free appointment, at least 0.30 for a paid one"
            />
            <NativeSelect
              label="Duration"
              value={duration}
              onChange={(e) => setDuration(e.currentTarget.value)}
              data={bookings.BOOKING_DURATIONS.map((d) => ({
                value: String(d),
                label: `${d} minutes`,
              }))}
            />
          </Group>
          <Text size="sm" fw={500}>
            Weekly availability
          </Text>
          <AvailabilityEditor value={availability} onChange={setAvailability} />
          {(problems.availability || live) && (
            <Text size="sm" c="red.8" role="alert" data-testid="availability-problem">
              {live ?? problems.availability}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={Boolean(live)}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
