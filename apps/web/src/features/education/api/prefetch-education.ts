import type { QueryClient } from '@tanstack/react-query';
import { withPagesOf } from '../../../shared/ui/load-more';
import { clinicsQuery } from './get-clinics';
import { educationForumsQuery } from './get-education-forums';
import { contactOptionsQuery, faqQuery } from './get-faq';
import { libraryQuery } from './get-library';
import { producersQuery } from './get-producers';
import { journalClubsQuery } from './get-journal-clubs';
import { keyPublicationsQuery } from './get-key-publications';
import { pagesParamOf, webinarsQuery } from './get-webinars';

/**
 * The first calls of /education's open tab, for the server's render (decision 62): the same
 * queries, keys and filters its panel starts with, for the path's tab and the URL's search, as
 * many pages as the address asks for (a "Load more" pressed before the page's scripts).
 */
export async function prefetchEducation(queries: QueryClient, url: URL): Promise<void> {
  const search = url.searchParams.get('search')?.trim() ?? '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  switch (path) {
    case '/education':
    case '/education/forums':
      await queries.prefetchInfiniteQuery(
        withPagesOf(educationForumsQuery(search), url.searchParams),
      );
      return;
    case '/education/library':
      await queries.prefetchInfiniteQuery(
        withPagesOf(libraryQuery({ search, category: null }), url.searchParams),
      );
      return;
    case '/education/lp-profiles':
      await queries.prefetchInfiniteQuery(withPagesOf(producersQuery(search), url.searchParams));
      return;
    case '/education/clinics':
      await queries.prefetchInfiniteQuery(
        withPagesOf(clinicsQuery({ search, city: null, specialism: null }), url.searchParams),
      );
      return;
    case '/education/webinars':
      await Promise.all(
        (['upcoming', 'recorded'] as const).map((list) =>
          queries.prefetchInfiniteQuery(
            withPagesOf(webinarsQuery(list, search), url.searchParams, pagesParamOf(list)),
          ),
        ),
      );
      return;
    case '/education/journal-club':
      await queries.prefetchInfiniteQuery(withPagesOf(journalClubsQuery(search), url.searchParams));
      return;
    case '/education/publications':
      await queries.prefetchInfiniteQuery(
        withPagesOf(keyPublicationsQuery(search), url.searchParams),
      );
      return;
    case '/education/FAQ':
      await Promise.all([
        queries.prefetchQuery(faqQuery(search)),
        queries.prefetchQuery(contactOptionsQuery()),
      ]);
      return;
    default:
  }
}
