import type { QueryClient } from '@tanstack/react-query';
import { clinicsQuery } from './get-clinics';
import { educationForumsQuery } from './get-education-forums';
import { contactOptionsQuery, faqQuery } from './get-faq';
import { libraryQuery } from './get-library';
import { producersQuery } from './get-producers';

/**
 * The first calls of /education's open tab, for the server's render (decision 62): the same
 * queries, keys and filters its panel starts with, for the path's tab and the URL's search.
 */
export async function prefetchEducation(queries: QueryClient, url: URL): Promise<void> {
  const search = url.searchParams.get('search')?.trim() ?? '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  switch (path) {
    case '/education':
    case '/education/forums':
      await queries.prefetchInfiniteQuery(educationForumsQuery(search));
      return;
    case '/education/library':
      await queries.prefetchInfiniteQuery(libraryQuery({ search, category: null }));
      return;
    case '/education/lp-profiles':
      await queries.prefetchInfiniteQuery(producersQuery(search));
      return;
    case '/education/clinics':
      await queries.prefetchInfiniteQuery(clinicsQuery({ search, city: null, specialism: null }));
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
