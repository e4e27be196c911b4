import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET event/get: every event, earliest first (the event schedules). */
export const eventsQuery = pagedList<home.Event>('events', (query, signal, client) =>
  request(home.getEvents, { query }, placeLoading(signal), client),
);

export const useEventsPreview = (limit: number) => useQuery(eventsQuery.preview(limit));
export const useEventsList = (search: string) => useInfiniteQuery(eventsQuery.search(search));
