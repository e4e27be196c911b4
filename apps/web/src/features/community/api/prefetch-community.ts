import type { QueryClient } from '@tanstack/react-query';
import { withPagesOf } from '../../../shared/ui/load-more';
import { initialOf } from '../components/initial-filter';
import { channelListOf, postListOf } from '../lib/list-params';
import { channelsQuery } from './get-channels';
import { postsQuery } from './get-posts';
import { adminsQuery, peopleQuery, starredUsersQuery } from './people';

/**
 * The first calls of a community tab's alias, for the server's render (decision 62): the list
 * its address names (its search, filters, letter and pages, decision 150), with the same queries
 * and keys as the tab. Bare /communities opens the tab the browser remembers: nothing is asked.
 */
export async function prefetchCommunity(queries: QueryClient, url: URL): Promise<unknown> {
  const params = url.searchParams;
  const search = params.get('search')?.trim() ?? '';
  switch (url.pathname.replace(/\/+$/, '')) {
    case '/community/forums':
      return queries.prefetchInfiniteQuery(
        withPagesOf(channelsQuery(channelListOf(params)), params),
      );
    case '/community/userposts':
      return queries.prefetchInfiniteQuery(
        withPagesOf(postsQuery({ type: 'user', ...postListOf(params) }), params),
      );
    case '/community/users':
      return Promise.all([
        queries.prefetchInfiniteQuery(withPagesOf(peopleQuery(search, initialOf(params)), params)),
        queries.prefetchQuery(starredUsersQuery()),
      ]);
    case '/community/admins':
      return queries.prefetchInfiniteQuery(withPagesOf(adminsQuery(search), params));
    default:
      return undefined;
  }
}
