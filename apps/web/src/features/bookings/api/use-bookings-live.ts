import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSocket } from '../../../shared/socket/socket-connection';
import { BOOKING_CHANGED_EVENT } from './bookings-events';
import { bookingKeys } from './bookings-keys';

/**
 * Keeps the bookings on screen live: when the other party changes a booking (approves, rejects,
 * reschedules; the system rejects it), the server tells both people, and every bookings query
 * (lists, the booking's history, free slots) is fetched again.
 */
export function useBookingsLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocket((socket) => {
        const handle = () => void client.invalidateQueries({ queryKey: bookingKeys.all });
        socket.on(BOOKING_CHANGED_EVENT, handle);
        return () => {
          socket.off(BOOKING_CHANGED_EVENT, handle);
        };
      }),
    [client],
  );
}
