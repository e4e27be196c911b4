import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import type { bookings } from '@portal/contract';
import { useBookingChange } from '../api/booking-actions';
import { bookingWhen } from '../lib/booking-format';
import { SlotPicker } from './slot-picker';

/**
 * Proposes a new time for a booking (status Rescheduled until the other side accepts it): a free
 * slot of its type, confirmed before it is sent.
 */
export function RescheduleDialog({
  booking,
  onClose,
}: {
  booking: bookings.Booking;
  onClose: () => void;
}) {
  const change = useBookingChange();
  const [slot, setSlot] = useState<bookings.FreeSlot | null>(null);
  return (
    <Modal opened onClose={onClose} title="Propose a new time" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          Now: {bookingWhen(booking)}. {booking.otherParty.name} is asked to accept the new time;
          the payment carries over.
        </Text>
        <SlotPicker
          bookingTypeId={booking.bookingType._id}
          selected={slot?.startsAt ?? null}
          onPick={setSlot}
        />
        {slot && (
          <Text size="sm" fw={500} data-testid="reschedule-choice">
            New time: {bookingWhen(slot)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!slot}
            loading={change.isPending}
            onClick={() =>
              slot &&
              change.mutate(
                { action: 'reschedule', bookingId: booking._id, startsAt: slot.startsAt },
                { onSuccess: onClose },
              )
            }
          >
            Propose this time
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
