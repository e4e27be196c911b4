import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@portal/contract';
import { onSocket } from '../../../shared/socket/socket-connection';
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
        socket.on(SOCKET_EVENTS.bookingChanged, handle);
        return () => {
          socket.off(SOCKET_EVENTS.bookingChanged, handle);
        };
      }),
    [client],
  );
}
