import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { useSessionStore } from '../../../shared/session/session-store';
import { communityKeys } from './community-keys';
import { patchPost, replacePost } from './post-cache';

type Post = community.Post;
type Snapshot = [QueryKey, unknown][];

/** POST community/post/action with one action; the answer is the post's new state. */
export async function postAction(postId: string, action: community.PostAction): Promise<Post> {
  return (
    await request(community.postAction, { body: { postId, action } }, { suppressMessage: true })
  ).data;
}

/**
 * Likes or unlikes a post. The heart and the count change at once in every cached list and the
 * post itself; if the call fails, every one of them is put back as it was.
 */
export function useToggleLike() {
  const client = useQueryClient();
  return useMutation<Post, Error, { post: Post; like: boolean }, Snapshot>({
    mutationFn: ({ post, like }) => postAction(post._id, like ? 'like' : 'unlike'),
    onMutate: async ({ post, like }) => {
      await client.cancelQueries({ queryKey: communityKeys.postsAll });
      await client.cancelQueries({ queryKey: communityKeys.post(post._id) });
      const snapshot: Snapshot = [
        ...client.getQueriesData({ queryKey: communityKeys.postsAll }),
        ...client.getQueriesData({ queryKey: communityKeys.post(post._id) }),
      ];
      patchPost(client, post._id, (p) =>
        p.isLiked === like
          ? p
          : { ...p, isLiked: like, likeCount: Math.max(0, p.likeCount + (like ? 1 : -1)) },
      );
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (post) => replacePost(client, post),
  });
}

/**
 * Report, pin or unpin, hide or unhide a post. A report can hide the post, and a pin changes the
 * order, so the lists reload.
 */
export function usePostAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, action }: { postId: string; action: community.PostAction }) =>
      postAction(postId, action),
    onSuccess: async (post, { action }) => {
      replacePost(client, post);
      const messages: Partial<Record<community.PostAction, string>> = {
        report: 'Thank you: the post was reported to the moderators.',
        pin: 'Post pinned.',
        unpin: 'Post unpinned.',
        hide: 'Post hidden.',
        unhide: 'Post shown again.',
      };
      const message = messages[action];
      if (message) useSessionStore.getState().showSnack(message, 'success');
      await client.invalidateQueries({ queryKey: communityKeys.postsAll });
    },
  });
}
