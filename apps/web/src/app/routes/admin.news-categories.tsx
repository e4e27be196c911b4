import type { LoaderFunctionArgs } from 'react-router';
import { AdminCategoriesPage } from '#features/admin/pages/admin-categories-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({ path: '/admin/news-categories', title: 'News categories' });
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
