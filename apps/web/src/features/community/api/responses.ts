import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { community } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { request, placeLoading } from '../../../shared/api/query';
import { communityKeys } from './community-keys';
import { patchPost } from './post-cache';

type Thread = community.ResponseThread;
type PostResponse = community.PostResponse;

export const RESPONSES_PAGE_SIZE = 20;

/** GET community/response/get: top-level responses with their replies, accepted first. */
export const responsesQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.responses(postId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<Thread>> =>
      pageOf(
        await request(
          community.getResponses,
          { query: { postId, limit: RESPONSES_PAGE_SIZE, skip: pageParam } },
          placeLoading(signal),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useResponses(postId: string, enabled = true) {
  return useInfiniteQuery({ ...responsesQuery(postId), enabled });
}

/** A response's new state put into the cached thread, top-level or reply. */
function replaceResponse(data: InfiniteData<Page<Thread>>, r: PostResponse) {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      rows: page.rows.map((t) =>
        t._id === r._id
          ? { ...r, replies: t.replies }
          : { ...t, replies: t.replies.map((x) => (x._id === r._id ? r : x)) },
      ),
    })),
  };
}

/** POST community/response/create: a response to the post, or a reply to a response. */
export function useCreateResponse(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { body: string; parentId?: string }) =>
      (await request(community.createResponse, { body: { postId, ...body } })).data,
    onSuccess: () => {
      patchPost(client, postId, (p) => ({ ...p, responseCount: p.responseCount + 1 }));
      return client.invalidateQueries({ queryKey: communityKeys.responses(postId) });
    },
  });
}

/**
 * POST community/response/action: accepted/unaccepted (the post's author), liked/unliked,
 * reported, hidden/visible. Accepting moves the mark and the order, a report may hide it: those
 * reload the thread; a like is put in place.
 */
export function useResponseAction(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { responseId: string; status: community.ResponseStatusAction }) =>
      (await request(community.responseAction, { body }, { suppressMessage: true })).data,
    onSuccess: (response, { status }) => {
      if (status === 'liked' || status === 'unliked') {
        client.setQueryData<InfiniteData<Page<Thread>>>(
          communityKeys.responses(postId),
          (data) => data && replaceResponse(data, response),
        );
        return;
      }
      return client.invalidateQueries({ queryKey: communityKeys.responses(postId) });
    },
  });
}

/** DELETE community/response/delete/:id, with its replies. */
export function useDeleteResponse(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(community.deleteResponse, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.responses(postId) }),
        client.invalidateQueries({ queryKey: communityKeys.post(postId) }),
      ]);
    },
  });
}
