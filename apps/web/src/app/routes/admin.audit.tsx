import type { LoaderFunctionArgs } from 'react-router';
import { AdminAuditPage } from '#features/admin/pages/admin-audit-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/audit');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminAuditPage />
    </PageRoute>
  );
}
