import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET event/upcoming/get: events not yet over, soonest first. */
export const upcomingEventsQuery = pagedList<home.Event>(
  'upcoming-events',
  (query, signal, client) =>
    request(home.getUpcomingEvents, { query }, placeLoading(signal), client),
);

export const useUpcomingEventsPreview = (limit: number) =>
  useQuery(upcomingEventsQuery.preview(limit));
export const useUpcomingEventsList = (search: string) =>
  useInfiniteQuery(upcomingEventsQuery.search(search));
