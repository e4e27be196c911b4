import { queryOptions, useQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { cpdKeys } from '../../../shared/cpd/cpd-api';
import { apiOf, placeLoading, request } from '../../../shared/api/query';

/** GET cpd/summary: the renewal date and the year's counts against 4 (2 planned) + 1 + 1. */
export const cpdSummaryQuery = () =>
  queryOptions({
    queryKey: cpdKeys.summary,
    queryFn: async ({ signal, client }): Promise<education.CpdSummary> =>
      (await request(education.getCpdSummary, {}, placeLoading(signal), apiOf(client))).data,
  });

export function useCpdSummary() {
  return useQuery(cpdSummaryQuery());
}
