import type { LoaderFunctionArgs } from 'react-router';
import { AdminUsefulLinkPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { UsefulLinkCard } from '#features/home/components/useful-link-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  usefulLink: (link) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <UsefulLinkCard link={link} />
    </div>
  ),
};

export const handle = routeHandle('/admin/useful-links/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminUsefulLinkPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
