import type { LoaderFunctionArgs } from 'react-router';
import { AdminEventPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { EventCard } from '#features/home/components/event-card';

export const handle = adminPage({ path: '/admin/events/:id', title: 'Event', detail: true });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminEventPage, {
  event: (event) => <EventCard event={event} onOpen={() => {}} />,
});
