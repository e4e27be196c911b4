import type { LoaderFunctionArgs } from 'react-router';
import { GuideCardsPage } from '#features/home/pages/guide-cards-page';
import { guideCardsQuery } from '#features/home/api/get-guide-cards';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/guide-card',
  title: 'Guide Cards',
  auth: true,
  module: 'home',
  breadcrumb: 'Guide Cards',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, guideCardsQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <GuideCardsPage />
    </PageRoute>
  );
}
