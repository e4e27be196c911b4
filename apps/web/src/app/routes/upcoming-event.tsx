import type { LoaderFunctionArgs } from 'react-router';
import { UpcomingEventsPage } from '#features/home/pages/upcoming-events-page';
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
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <UpcomingEventsPage />
    </PageRoute>
  );
}
