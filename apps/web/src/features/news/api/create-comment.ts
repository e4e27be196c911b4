import { useMutation, useQueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { refreshThread } from './comment-cache';

/** POST newsFeed/comment/create; the thread reloads so the new comment shows first. */
export function useCreateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: news.CreateCommentBody) =>
      (await request(news.createComment, { body }, { displayLoader: true })).data,
    onSuccess: (comment) => refreshThread(client, comment.newsFeedId),
  });
}
