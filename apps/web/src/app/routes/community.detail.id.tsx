import type { LoaderFunctionArgs } from 'react-router';
import { CommunityDetailPage } from '#features/community/pages/community-detail-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/community/detail/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CommunityDetailPage />
    </PageRoute>
  );
}
