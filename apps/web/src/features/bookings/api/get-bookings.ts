import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookings } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { pageOf, type Page } from '../../../shared/api/paging';
import { bookingKeys, type BookingFilter } from './bookings-keys';

/** How many bookings one page of the list shows. */
export const BOOKINGS_PAGE_SIZE = 50;

/**
 * GET booking/get: the caller's bookings by status, dates and side (or, for an admin, everyone's
 * by doctor and patient too), soonest first.
 */
export const bookingsQuery = (filter: BookingFilter) =>
  queryOptions({
    queryKey: bookingKeys.list(filter),
    queryFn: async ({ signal, client }): Promise<Page<bookings.Booking>> =>
      pageOf(
        await request(
          bookings.getBookings,
          {
            query: {
              limit: BOOKINGS_PAGE_SIZE,
              skip: 0,
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.from ? { from: filter.from } : {}),
              ...(filter.to ? { to: filter.to } : {}),
              ...(filter.as ? { as: filter.as } : {}),
              ...(filter.doctorId ? { doctorId: filter.doctorId } : {}),
              ...(filter.patientId ? { patientId: filter.patientId } : {}),
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    placeholderData: keepPreviousData,
  });

export function useBookings(filter: BookingFilter) {
  return useQuery(bookingsQuery(filter));
}

/** GET booking/get/{id}: one booking with its history (who did what, when). */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: async ({ signal, client }): Promise<bookings.BookingDetail> =>
      (await request(bookings.getBooking, { params: { id } }, placeLoading(signal), apiOf(client)))
        .data,
  });

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQuery(id ?? ''), enabled: Boolean(id) });
}
