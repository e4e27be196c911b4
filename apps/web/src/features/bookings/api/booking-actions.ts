import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookings } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { bookingKeys } from './bookings-keys';

/** One of the lifecycle calls a booking's card offers. */
export type BookingChange =
  | { action: 'approve'; bookingId: string }
  | { action: 'finish'; bookingId: string }
  | { action: 'reject'; bookingId: string; note?: string }
  | { action: 'reschedule'; bookingId: string; startsAt: string; note?: string };

async function change(c: BookingChange): Promise<bookings.Booking> {
  const options = { displayLoader: false };
  switch (c.action) {
    case 'approve':
      return (await request(bookings.approveBooking, { body: { bookingId: c.bookingId } }, options))
        .data;
    case 'finish':
      return (await request(bookings.finishBooking, { body: { bookingId: c.bookingId } }, options))
        .data;
    case 'reject':
      return (
        await request(
          bookings.deleteBooking,
          { params: { id: c.bookingId }, body: c.note ? { note: c.note } : {} },
          options,
        )
      ).data;
    case 'reschedule':
      return (
        await request(
          bookings.rescheduleBooking,
          {
            body: {
              bookingId: c.bookingId,
              startsAt: c.startsAt,
              ...(c.note ? { note: c.note } : {}),
            },
          },
          options,
        )
      ).data;
  }
}

/**
 * Approve, finish, reject or reschedule a booking (PATCH booking/approved, POST booking/finished,
 * PUT booking/delete/{id}, POST booking/reschedule). The lists, the booking's history and free
 * slots are fetched again: a status change moves it between filters and frees or holds slots. A
 * refusal (409: someone acted first) refetches too, so the card shows what now holds.
 */
export function useBookingChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
