import { useMutation, useQueryClient } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { patchChannel } from './channel-cache';
import { communityKeys } from './community-keys';

/** POST community/post/create: in a channel, or a user post when there is no channelId. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: community.CreatePostBody) =>
      (await request(community.createPost, { body }, { displayLoader: true })).data,
    onSuccess: async (post) => {
      if (post.channel) {
        patchChannel(client, post.channel._id, (c) => ({ ...c, postCount: c.postCount + 1 }));
      }
      await client.invalidateQueries({ queryKey: communityKeys.postsAll });
    },
  });
}

/** PUT community/post/edit/:id: the author changes title or body. */
export function useEditPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: community.EditPostBody }) =>
      (await request(community.editPost, { params: { id }, body }, { displayLoader: true })).data,
    onSuccess: (post) => {
      client.setQueryData(communityKeys.post(post._id), post);
      return client.invalidateQueries({ queryKey: communityKeys.postsAll });
    },
  });
}

/** DELETE community/post/delete/:id (its author, the channel's admins, site admins). */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: community.Post) =>
      request(community.deletePost, { params: { id: post._id } }, { displayLoader: true }),
    onSuccess: async (_res, post) => {
      client.removeQueries({ queryKey: communityKeys.post(post._id) });
      client.removeQueries({ queryKey: communityKeys.responses(post._id) });
      if (post.channel) {
        patchChannel(client, post.channel._id, (c) => ({
          ...c,
          postCount: Math.max(0, c.postCount - 1),
        }));
      }
      await client.invalidateQueries({ queryKey: communityKeys.postsAll });
    },
  });
}
