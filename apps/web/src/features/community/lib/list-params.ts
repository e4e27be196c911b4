import { community } from '@portal/contract';
import type { ChannelFilters } from '../api/community-keys';

/** A post list's search and order as its address names them (`?search=…&sort=active`). */
export interface PostListParams {
  search: string;
  sort: community.PostSort;
}

/**
 * The post list's search and order from its address, for the list and its page's loader alike:
 * an order the API does not know is the default (newest).
 */
export function postListOf(params: URLSearchParams): PostListParams {
  const sort = params.get('sort');
  return {
    search: params.get('search')?.trim() ?? '',
    sort: (community.POST_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as community.PostSort)
      : 'newest',
  };
}

/**
 * The Forums tab's filters from its address (`?search=…&kind=education&starred=true`), for the
 * tab and its page's loader alike: a kind the API does not know is every kind.
 */
export function channelListOf(params: URLSearchParams): ChannelFilters {
  const kind = params.get('kind');
  return {
    search: params.get('search')?.trim() ?? '',
    kind: (community.CHANNEL_KINDS as readonly string[]).includes(kind ?? '')
      ? (kind as community.ChannelKind)
      : null,
    starred: params.get('starred') === 'true',
  };
}
