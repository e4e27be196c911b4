import type { LoaderFunctionArgs } from 'react-router';
import { AdminProducerPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/producers/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminProducerPage />
    </PageRoute>
  );
}
