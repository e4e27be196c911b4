import { queryOptions, useQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { communityKeys } from './community-keys';

/** GET community/post/get/:id. */
export const postQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: async ({ signal }) =>
      (await request(community.getPost, { params: { id } }, placeLoading(signal))).data,
  });

export function usePost(id: string) {
  return useQuery(postQuery(id));
}
