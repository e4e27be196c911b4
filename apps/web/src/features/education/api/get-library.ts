import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { saveFile } from '../../../shared/lib/save-file';
import { educationKeys, type LibraryFilters } from './education-keys';

/** Library cards per page. */
export const LIBRARY_PAGE_SIZE = 12;

/** GET library/get, newest first, paged by `skip`. */
export const libraryQuery = (filters: LibraryFilters) =>
  infiniteQueryOptions({
    queryKey: educationKeys.library(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.LibraryItem>> =>
      pageOf(
        await request(
          education.getLibrary,
          {
            query: {
              limit: LIBRARY_PAGE_SIZE,
              skip: pageParam,
              search: filters.search.trim() || undefined,
              category: filters.category ?? undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useLibrary(filters: LibraryFilters) {
  return useInfiniteQuery(libraryQuery(filters));
}

/**
 * GET library/download/{id}: fetched with the session's headers (a plain link could not send
 * them) and saved under the server's file name. Resolves to whether it was saved; a failure has
 * already been shown by the client.
 */
export async function downloadLibraryItem(id: string): Promise<boolean> {
  const file = await api.download(education.downloadLibraryItem, { params: { id } });
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadLibraryItem = () => useMutation({ mutationFn: downloadLibraryItem });
