import { queryOptions, useQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/** GET journalClub/get/:id: one session. */
export const journalClubQuery = (id: string) =>
  queryOptions({
    queryKey: educationKeys.journalClub(id),
    queryFn: async ({ signal, client }): Promise<education.JournalClub> =>
      (
        await request(
          education.getJournalClub,
          { params: { id } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useJournalClub(id: string) {
  return useQuery(journalClubQuery(id));
}
