import type { LoaderFunctionArgs } from 'react-router';
import { CommunitiesPage } from '#features/community/pages/communities-page';
import { prefetchCommunity } from '#features/community/api/prefetch-community';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/communities',
  aliases: ['/community/forums', '/community/userposts', '/community/users', '/community/admins'],
  title: 'Community',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { sidebar: true, tab: true },
  menu: {
    desktop: { order: 5, id: 'community', name: 'Community', icon: 'IconUsersGroup' },
    mobile: { order: 3, id: 'community', name: 'Community', icon: 'IconUsersGroup' },
  },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// Each tab's alias comes with the list its address names (a letter, a search, pages): a control
// pressed before the page's scripts arrive is answered by the server.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { request }) =>
    prefetchCommunity(queries, new URL(request.url)),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CommunitiesPage />
    </PageRoute>
  );
}
