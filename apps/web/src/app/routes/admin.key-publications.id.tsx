import type { LoaderFunctionArgs } from 'react-router';
import { AdminKeyPublicationPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { PublicationCard } from '#features/education/components/publications/publication-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  keyPublication: (publication) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <PublicationCard publication={publication} />
    </div>
  ),
};

export const handle = routeHandle('/admin/key-publications/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminKeyPublicationPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
