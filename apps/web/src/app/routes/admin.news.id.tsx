import type { LoaderFunctionArgs } from 'react-router';
import { AdminArticlePage } from '#features/admin/pages/admin-article-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/admin/news/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminArticlePage />
    </PageRoute>
  );
}
