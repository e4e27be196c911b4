import type { LoaderFunctionArgs } from 'react-router';
import { AdminArticlePage } from '#features/admin/pages/admin-article-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({ path: '/admin/news/:id', title: 'Article', detail: true });
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
