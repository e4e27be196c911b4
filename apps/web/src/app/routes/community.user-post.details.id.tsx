import type { LoaderFunctionArgs } from 'react-router';
import { UserPostDetailPage } from '#features/community/pages/user-post-detail-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/community/user-post/details/:id',
  title: 'User Post',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { sidebar: true, detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <UserPostDetailPage />
    </PageRoute>
  );
}
