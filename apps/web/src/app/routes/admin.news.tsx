import type { LoaderFunctionArgs } from 'react-router';
import { AdminArticlesPage } from '#features/admin/pages/admin-articles-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({ path: '/admin/news', title: 'News articles' });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminArticlesPage />
    </PageRoute>
  );
}
