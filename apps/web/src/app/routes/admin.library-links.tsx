import type { LoaderFunctionArgs } from 'react-router';
import { AdminLibraryLinksPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/library-links');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminLibraryLinksPage />
    </PageRoute>
  );
}
