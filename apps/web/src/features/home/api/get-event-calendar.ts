import { queryOptions, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { homeKeys } from './home-keys';

/** GET event/calendar: the UK days of a month (YYYY-MM) that have events, with their events. */
export const eventCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: homeKeys.calendar(month),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          home.getEventCalendar,
          { query: { month } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export const useEventCalendar = (month: string) => useQuery(eventCalendarQuery(month));
