import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { community } from '@portal/contract';
import type { Page } from '../../../shared/api/paging';
import { communityKeys } from './community-keys';

type Post = community.Post;

/** Applies `patch` to a post wherever it is cached: every list page and the post itself. */
export function patchPost(client: QueryClient, id: string, patch: (p: Post) => Post): void {
  const apply = (p: Post) => (p._id === id ? patch(p) : p);
  client.setQueriesData<InfiniteData<Page<Post>>>(
    { queryKey: communityKeys.postsAll },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, rows: page.rows.map(apply) })),
      },
  );
  client.setQueryData<Post>(communityKeys.post(id), (p) => p && apply(p));
}

/** Puts the server's answer for a post into every cached copy. */
export const replacePost = (client: QueryClient, post: Post) =>
  patchPost(client, post._id, () => post);
