import { community } from '@portal/contract';

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
