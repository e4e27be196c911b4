import { queryOptions, useQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/** GET faq/get: the questions grouped by topic, and how many matched. */
export const faqQuery = (search: string) =>
  queryOptions({
    queryKey: educationKeys.faq(search),
    queryFn: async ({ signal, client }) => {
      const res = await request(
        education.getFaq,
        { query: { search: search.trim() || undefined } },
        placeLoading(signal),
        apiOf(client),
      );
      return { topics: res.data, total: res.option?.[0]?.count ?? 0 };
    },
  });

export function useFaq(search: string) {
  return useQuery(faqQuery(search));
}

/** GET contactUs/get: the portal team's contact options; they change with a release only. */
export const contactOptionsQuery = () =>
  queryOptions({
    queryKey: educationKeys.contact,
    queryFn: async ({ signal, client }) =>
      (await request(education.getContactOptions, undefined, placeLoading(signal), apiOf(client)))
        .data,
    staleTime: Infinity,
  });

export function useContactOptions() {
  return useQuery(contactOptionsQuery());
}
