import type { LoaderFunctionArgs } from 'react-router';
import { UpcomingEventsPage } from '#features/home/pages/upcoming-events-page';
import { upcomingEventsQuery } from '#features/home/api/get-upcoming-events';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/upcomingEvent',
  title: 'Upcoming Events',
  auth: true,
  module: 'home',
  breadcrumb: 'Upcoming Events',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, upcomingEventsQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <UpcomingEventsPage />
    </PageRoute>
  );
}
