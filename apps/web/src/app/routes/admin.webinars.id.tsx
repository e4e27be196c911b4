import type { LoaderFunctionArgs } from 'react-router';
import { AdminWebinarPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { WebinarCard } from '#features/education/components/webinars/webinar-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  webinar: (webinar) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <WebinarCard webinar={webinar} />
    </div>
  ),
};

export const handle = routeHandle('/admin/webinars/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminWebinarPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
