import type { LoaderFunctionArgs } from 'react-router';
import { AdminLibraryLinkPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import { ContentPreviewsProvider } from '#features/admin/lib/content-previews';
import { LIBRARY_PREVIEWS } from '../library-previews';

export const handle = routeHandle('/admin/library-links/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={LIBRARY_PREVIEWS}>
        <AdminLibraryLinkPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
