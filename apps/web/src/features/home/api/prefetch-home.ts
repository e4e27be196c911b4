import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { HOME_PREVIEWS } from '../lib/home-blocks';
import { monthOfDay } from '../lib/month-grid';
import { documentsQuery } from './get-documents';
import { eventCalendarQuery } from './get-event-calendar';
import { guideCardsQuery } from './get-guide-cards';
import { recommendedArticlesQuery } from './get-recommended-articles';
import { testimonialsQuery } from './get-testimonials';
import { upcomingEventsQuery } from './get-upcoming-events';
import { usefulLinksQuery } from './get-useful-links';

/**
 * Every call of Home's blocks, the calendar on `today`'s month (a UK day): started together on
 * the page's first render in the browser (usePrefetchHome), and by its loader on the server.
 */
export function homeQueries(today: string): FetchQueryOptions[] {
  return [
    guideCardsQuery.preview(HOME_PREVIEWS.guideCards),
    eventCalendarQuery(monthOfDay(today)),
    upcomingEventsQuery.preview(HOME_PREVIEWS.upcomingEvents),
    documentsQuery.preview(HOME_PREVIEWS.documents),
    usefulLinksQuery.preview(HOME_PREVIEWS.usefulLinks),
    recommendedArticlesQuery.preview(HOME_PREVIEWS.recommendedArticles),
    testimonialsQuery.preview(HOME_PREVIEWS.testimonials),
  ] as FetchQueryOptions[];
}

/**
 * Starts every call of Home at once, on the page's first render, so that no call waits for
 * another or for its block to render (as usePrefetchQuery does: only those not in the cache,
 * such as the answers the server rendered the page with).
 */
export function usePrefetchHome(today: string): void {
  const client = useQueryClient();
  for (const query of homeQueries(today)) {
    if (client.getQueryState(query.queryKey) === undefined) void client.prefetchQuery(query);
  }
}
