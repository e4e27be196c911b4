import type { LoaderFunctionArgs } from 'react-router';
import { AdminCategoriesPage } from '#features/admin/pages/admin-categories-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/news-categories');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminCategoriesPage />
    </PageRoute>
  );
}
