import { HOME_PREVIEWS } from '#features/home/lib/home-blocks';
import { monthOfDay } from '#features/home/lib/month-grid';
import { documentsQuery } from '#features/home/api/get-documents';
import { eventCalendarQuery } from '#features/home/api/get-event-calendar';
import { guideCardsQuery } from '#features/home/api/get-guide-cards';
import { recommendedArticlesQuery } from '#features/home/api/get-recommended-articles';
import { testimonialsQuery } from '#features/home/api/get-testimonials';
import { upcomingEventsQuery } from '#features/home/api/get-upcoming-events';
import { usefulLinksQuery } from '#features/home/api/get-useful-links';
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
  // As usePrefetchHome does in the browser (the calendar on London's month).
  '/home': async (queries) => {
    await Promise.all([
      queries.prefetchQuery(guideCardsQuery.preview(HOME_PREVIEWS.guideCards)),
      queries.prefetchQuery(eventCalendarQuery(monthOfDay(londonToday()))),
      queries.prefetchQuery(upcomingEventsQuery.preview(HOME_PREVIEWS.upcomingEvents)),
      queries.prefetchQuery(documentsQuery.preview(HOME_PREVIEWS.documents)),
      queries.prefetchQuery(usefulLinksQuery.preview(HOME_PREVIEWS.usefulLinks)),
      queries.prefetchQuery(recommendedArticlesQuery.preview(HOME_PREVIEWS.recommendedArticles)),
      queries.prefetchQuery(testimonialsQuery.preview(HOME_PREVIEWS.testimonials)),
    ]);
  },
  '/newsfeed': async (queries, _client, { request }) => {
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
