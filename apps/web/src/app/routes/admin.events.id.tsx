import type { LoaderFunctionArgs } from 'react-router';
import { AdminEventPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { EventCard } from '#features/home/components/event-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  event: (event) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <EventCard event={event} onOpen={() => {}} />
    </div>
  ),
};

export const handle = routeHandle('/admin/events/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminEventPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
