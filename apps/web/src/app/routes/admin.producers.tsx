import type { LoaderFunctionArgs } from 'react-router';
import { AdminProducersPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/producers');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminProducersPage />
    </PageRoute>
  );
}
