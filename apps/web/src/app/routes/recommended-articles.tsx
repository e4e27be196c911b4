import type { LoaderFunctionArgs } from 'react-router';
import { RecommendedArticlesPage } from '#features/home/pages/recommended-articles-page';
import { recommendedArticlesQuery } from '#features/home/api/get-recommended-articles';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/recommendedArticles',
  title: 'Recommended Articles',
  auth: true,
  module: 'home',
  breadcrumb: 'Recommended Articles',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, recommendedArticlesQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <RecommendedArticlesPage />
    </PageRoute>
  );
}
