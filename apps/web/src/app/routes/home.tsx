import type { LoaderFunctionArgs } from 'react-router';
import { HomePage } from '#features/home/pages/home-page';
import { homeQueries } from '#features/home/api/prefetch-home';
import { londonToday } from '@portal/contract';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/home',
  title: 'Home',
  auth: true,
  module: 'home',
  breadcrumb: 'Home',
  menu: {
    desktop: { order: 1, id: 'home', name: 'Home', icon: 'IconHome' },
    mobile: { order: 5, id: 'more', name: 'More', icon: 'IconDotsCircleHorizontal' },
  },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The calls usePrefetchHome makes in the browser.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries) => {
    await Promise.all(homeQueries(londonToday()).map((query) => queries.prefetchQuery(query)));
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <HomePage />
    </PageRoute>
  );
}
