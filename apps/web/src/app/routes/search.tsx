import type { LoaderFunctionArgs } from 'react-router';
import { search } from '@portal/contract';
import { SearchPage } from '#features/search/pages/search-page';
import { searchGroupsQuery, searchKindQuery } from '#features/search/api/search';
import { pagesParamOf, searchAddressOf } from '#features/search/lib/search-address';
import { pagesOf, withPagesOf } from '../../shared/ui/load-more';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/search',
  title: 'Search',
  auth: true,
  module: 'home',
  breadcrumb: 'Search',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The results the address names: the term's groups, and each kind's pages its "More results"
// asked for (`?pages-post=2`), so that a press before the page's scripts comes back with them.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    const { q } = searchAddressOf(params);
    if (!q) return;
    const more = search.SEARCH_KINDS.filter((kind) => pagesOf(params, pagesParamOf(kind)) > 1);
    await Promise.all([
      queries.prefetchQuery(searchGroupsQuery(q)),
      ...more.map((kind) =>
        queries.prefetchInfiniteQuery(
          withPagesOf(searchKindQuery(q, kind), params, pagesParamOf(kind)),
        ),
      ),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <SearchPage />
    </PageRoute>
  );
}
