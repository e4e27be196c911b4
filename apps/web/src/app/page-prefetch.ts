import { homeQueries } from '#features/home/api/prefetch-home';
import { articlesQuery } from '#features/news/api/get-articles';
import { londonToday } from '@portal/contract';
import { bookmarksPreviewQuery } from '#features/news/api/get-bookmarks';
import { categoriesQuery } from '#features/news/api/get-categories';
import type { Prefetch } from './page-loader';

/**
 * The first calls of the pages the server renders with their data (decision 62), with the keys
 * and query functions their components use, so the browser finds the answers in its cache and
 * asks for none of them again. A page without an entry is rendered with its skeletons and asks
 * in the browser.
 */
const prefetches: Partial<Record<string, Prefetch>> = {
  // The calls usePrefetchHome makes in the browser.
  '/home': async (queries) => {
    await Promise.all(homeQueries(londonToday()).map((query) => queries.prefetchQuery(query)));
  },
  '/newsfeed': async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    await Promise.all([
      queries.prefetchInfiniteQuery(
        articlesQuery({ search: params.get('search') ?? '', categoryId: params.get('category') }),
      ),
      queries.prefetchQuery(bookmarksPreviewQuery()),
      queries.prefetchQuery(categoriesQuery()),
    ]);
  },
};

export function prefetchOf(path: string): Prefetch | undefined {
  return prefetches[path];
}
