import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookings } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import type { CallFailure } from '../../../shared/api/client';
import { bookingKeys } from './bookings-keys';

/** GET bookingType/get: the caller's own booking types with their availability. */
export const bookingTypesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.types,
    queryFn: async ({ signal, client }): Promise<bookings.BookingType[]> =>
      (
        await request(
          bookings.getBookingTypes,
          { query: { limit: 100, skip: 0 } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useBookingTypes() {
  return useQuery(bookingTypesQuery());
}

/** GET bookingType/get?doctorId: a doctor's booking types as a patient sees them. */
export const doctorBookingTypesQuery = (doctorId: string) =>
  queryOptions({
    queryKey: bookingKeys.doctorTypes(doctorId),
    queryFn: async ({ signal, client }): Promise<bookings.BookingType[]> =>
      (
        await request(
          bookings.getBookingTypes,
          { query: { limit: 100, skip: 0, doctorId } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useDoctorBookingTypes(doctorId: string) {
  return useQuery(doctorBookingTypesQuery(doctorId));
}

/**
 * POST bookingType/create or PUT bookingType/edit/{id}. `onFailure` receives the server's field
 * messages (the overlap message on `availability`).
 */
export function useSaveBookingType(onFailure?: (failure: CallFailure) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: bookings.BookingTypeBody }) =>
      (
        await request(
          id ? bookings.editBookingType : bookings.createBookingType,
          id ? { params: { id }, body } : { body },
          { displayLoader: false, ...(onFailure ? { onFailure } : {}) },
        )
      ).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** DELETE bookingType/delete/{id}: withdraws a booking type; bookings made keep their time. */
export function useDeleteBookingType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(bookings.deleteBookingType, { params: { id } }, { displayLoader: false }))
        .data,
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
