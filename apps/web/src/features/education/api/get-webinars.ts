import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { webinarKeys } from './webinar-keys';

/** Webinar cards per page. */
export const WEBINARS_PAGE_SIZE = 6;

/** Each list's pages in the address: `pages` the upcoming, `pages-recorded` the recordings. */
export const pagesParamOf = (list: education.WebinarList) =>
  list === 'upcoming' ? 'pages' : `pages-${list}`;

/** GET webinar/get: upcoming (soonest first), recorded (newest first) or all, with search. */
export const webinarsQuery = (list: education.WebinarList, search: string) =>
  infiniteQueryOptions({
    queryKey: webinarKeys.list(list, search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.Webinar>> =>
      pageOf(
        await request(
          education.getWebinars,
          {
            query: {
              list,
              limit: WEBINARS_PAGE_SIZE,
              skip: pageParam,
              search: search.trim() || undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

/** `enabled` false: no call (the /educations group while nothing is searched). */
export function useWebinars(list: education.WebinarList, search: string, enabled = true) {
  return useInfiniteQuery({ ...webinarsQuery(list, search), enabled });
}
