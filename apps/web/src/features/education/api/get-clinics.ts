import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { education } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys, type ClinicFilters } from './education-keys';

/** Clinic cards per page. */
export const CLINICS_PAGE_SIZE = 12;

/** GET clinic/get by name, paged by `skip`. */
export const clinicsQuery = (filters: ClinicFilters) =>
  infiniteQueryOptions({
    queryKey: educationKeys.clinics(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.ClinicSummary>> =>
      pageOf(
        await request(
          education.getClinics,
          {
            query: {
              limit: CLINICS_PAGE_SIZE,
              skip: pageParam,
              search: filters.search.trim() || undefined,
              city: filters.city ?? undefined,
              specialism: filters.specialism ?? undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useClinics(filters: ClinicFilters) {
  return useInfiniteQuery(clinicsQuery(filters));
}

/** GET clinic/get/{id}. */
export const clinicQuery = (id: string) =>
  queryOptions({
    queryKey: educationKeys.clinic(id),
    queryFn: async ({ signal, client }) =>
      (await request(education.getClinic, { params: { id } }, placeLoading(signal), apiOf(client)))
        .data,
  });

export function useClinic(id: string | null) {
  return useQuery({ ...clinicQuery(id ?? ''), enabled: id !== null });
}
