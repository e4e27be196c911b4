import { List, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useBooking } from '../api/get-bookings';
import { historyLine } from '../lib/booking-format';

/** Who did what to a booking, and when (GET booking/get/{id}'s history), oldest first. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const detail = useBooking(bookingId);
  if (detail.isPending) {
    return (
      <Stack gap={4} data-testid="booking-history-loading">
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Text size="sm" c="red.8">
        The history could not be loaded.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} data-testid="booking-history" aria-label="History">
      {detail.data.history.map((entry) => (
        <List.Item key={entry._id}>
          {historyLine(entry)}
          {entry.note ? ` — ${entry.note}` : ''}
        </List.Item>
      ))}
    </List>
  );
}
