import type { LoaderFunctionArgs } from 'react-router';
import { EventSchedulesPage } from '#features/home/pages/event-schedules-page';
import { eventsQuery } from '#features/home/api/get-events';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/eventSchedules',
  title: 'Event Schedules',
  auth: true,
  module: 'home',
  breadcrumb: 'Event Schedules',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, eventsQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <EventSchedulesPage />
    </PageRoute>
  );
}
