import type { LoaderFunctionArgs } from 'react-router';
import { EventSchedulesPage } from '#features/home/pages/event-schedules-page';
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
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <EventSchedulesPage />
    </PageRoute>
  );
}
