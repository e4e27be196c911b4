import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { news, PAGE_SIZES } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { nextSkip, pageOf } from './article-page';
import { newsKeys } from './news-keys';

/** Bookmarks per page once the list is expanded with "View all". */
const EXPANDED_PAGE_SIZE = 20;

const fetchBookmarks = async (
  limit: number,
  skip: number,
  signal: AbortSignal,
  client?: QueryClient,
) =>
  pageOf(
    await request(
      news.getArticles,
      { query: { bookmark: true, limit, skip } },
      placeLoading(signal),
      apiOf(client),
    ),
  );

/**
 * The bookmarks preview: `PAGE_SIZES.bookmarks` (2) of the user's bookmarks with `bookmark=true`
 * (SPEC §9); its total is the user's bookmarkCount.
 */
export const bookmarksPreviewQuery = () => ({
  queryKey: newsKeys.bookmarksPreview,
  queryFn: ({ signal, client }: { signal: AbortSignal; client?: QueryClient }) =>
    fetchBookmarks(PAGE_SIZES.bookmarks, 0, signal, client),
});

export function useBookmarksPreview(enabled = true) {
  return useQuery({ ...bookmarksPreviewQuery(), enabled });
}

/** Every bookmark, paged, for the expanded ("View all") list. */
export const bookmarksExpandedQuery = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.bookmarksExpanded,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchBookmarks(EXPANDED_PAGE_SIZE, pageParam, signal),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useBookmarksExpanded(enabled: boolean) {
  return useInfiniteQuery({ ...bookmarksExpandedQuery(), enabled });
}
