import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookings } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { bookingKeys } from './bookings-keys';

/** GET booking/doctors: the doctors taking bookings, with their booking types. */
export const bookingDoctorsQuery = (search: string) =>
  queryOptions({
    queryKey: bookingKeys.doctors(search),
    queryFn: async ({ signal, client }): Promise<bookings.BookingDoctor[]> =>
      (
        await request(
          bookings.getBookingDoctors,
          { query: { limit: 100, skip: 0, ...(search ? { search } : {}) } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useBookingDoctors(search: string) {
  return useQuery(bookingDoctorsQuery(search));
}

/** GET booking/slots: a booking type's free slots between two London dates. */
export const freeSlotsQuery = (query: bookings.FreeSlotsQuery) =>
  queryOptions({
    queryKey: bookingKeys.slots(query),
    queryFn: async ({ signal, client }): Promise<bookings.FreeSlot[]> =>
      (await request(bookings.getFreeSlots, { query }, placeLoading(signal), apiOf(client))).data,
  });

export function useFreeSlots(query: bookings.FreeSlotsQuery | null) {
  return useQuery({
    ...freeSlotsQuery(query ?? { bookingTypeId: '', from: '', to: '' }),
    enabled: Boolean(query),
  });
}

/** POST booking/create: requests a free slot (Pending Approval); 409 when it was just taken. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: bookings.CreateBookingBody) =>
      (await request(bookings.createBooking, { body }, { displayLoader: false })).data,
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
