import type { LoaderFunctionArgs } from 'react-router';
import { CpdPage } from '#features/education/pages/cpd-page';
import { cpdEntriesQuery } from '#features/education/api/get-cpd-entries';
import { cpdSummaryQuery } from '#features/education/api/get-cpd-summary';
import { withPagesOf } from '../../shared/ui/load-more';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education/cpd',
  title: 'CPD Record',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The year's counter and its records, as many pages as the address asks for.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { request }) =>
    Promise.all([
      queries.prefetchQuery(cpdSummaryQuery()),
      queries.prefetchInfiniteQuery(
        withPagesOf(cpdEntriesQuery(''), new URL(request.url).searchParams),
      ),
    ]),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CpdPage />
    </PageRoute>
  );
}
