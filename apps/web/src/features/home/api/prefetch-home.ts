import { usePrefetchQuery } from '@tanstack/react-query';
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
 * Starts every call of Home at once, on the page's first render, so that no call waits for
 * another or for its block to render. The calendar opens on `today`'s month (a UK day).
 */
export function usePrefetchHome(today: string): void {
  usePrefetchQuery(guideCardsQuery.preview(HOME_PREVIEWS.guideCards));
  usePrefetchQuery(eventCalendarQuery(monthOfDay(today)));
  usePrefetchQuery(upcomingEventsQuery.preview(HOME_PREVIEWS.upcomingEvents));
  usePrefetchQuery(documentsQuery.preview(HOME_PREVIEWS.documents));
  usePrefetchQuery(usefulLinksQuery.preview(HOME_PREVIEWS.usefulLinks));
  usePrefetchQuery(recommendedArticlesQuery.preview(HOME_PREVIEWS.recommendedArticles));
  usePrefetchQuery(testimonialsQuery.preview(HOME_PREVIEWS.testimonials));
}
