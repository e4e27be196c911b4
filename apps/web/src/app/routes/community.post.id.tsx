import type { LoaderFunctionArgs } from 'react-router';
import { CommunityPostPage } from '#features/community/pages/community-post-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/community/post/:id',
  title: 'Post',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CommunityPostPage />
    </PageRoute>
  );
}
