import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/** Sessions per page of the Journal Club tab. */
export const CLUBS_PAGE_SIZE = 10;

/** GET journalClub/get: upcoming sessions soonest first, then past ones; searched. */
export const journalClubsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.journalClubs(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.JournalClub>> =>
      pageOf(
        await request(
          education.getJournalClubs,
          {
            query: { limit: CLUBS_PAGE_SIZE, skip: pageParam, search: search.trim() || undefined },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useJournalClubs(search: string) {
  return useInfiniteQuery(journalClubsQuery(search));
}
