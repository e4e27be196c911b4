import type { LoaderFunctionArgs } from 'react-router';
import { CommunitiesPage } from '#features/community/pages/communities-page';
import { peopleQuery, starredUsersQuery } from '#features/community/api/people';
import { initialOf } from '#features/community/components/initial-filter';
import { postsQuery } from '#features/community/api/get-posts';
import { postListOf } from '#features/community/lib/post-list-params';
import { withPagesOf } from '../../shared/ui/load-more';
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
// The people directory comes with its list, of the letter its address names (`?initial=O`): a
// letter pressed before the page's scripts arrive is answered by the server with its people. The
// user posts come with the search, order and pages their address names.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/community/userposts') {
      await queries.prefetchInfiniteQuery(
        withPagesOf(
          postsQuery({ type: 'user', ...postListOf(url.searchParams) }),
          url.searchParams,
        ),
      );
      return;
    }
    if (url.pathname !== '/community/users') return;
    await Promise.all([
      queries.prefetchInfiniteQuery(
        withPagesOf(peopleQuery('', initialOf(url.searchParams)), url.searchParams),
      ),
      queries.prefetchQuery(starredUsersQuery()),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CommunitiesPage />
    </PageRoute>
  );
}
