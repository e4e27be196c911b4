import { useMutation, useQueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { refreshThread, replaceCachedComment } from './comment-cache';

/**
 * POST newsFeed/comment/action: like, unlike, report; hide and restore for admins. The answer is
 * the comment's new state. A report can hide the comment from the reporter, so reports reload
 * the thread instead.
 */
export function useCommentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      responseId,
      status,
    }: {
      responseId: string;
      status: news.CommentAction;
    }) => (await request(news.commentAction, { body: { responseId, status } })).data,
    onSuccess: (comment, { status }) =>
      status === 'report'
        ? refreshThread(client, comment.newsFeedId)
        : replaceCachedComment(client, comment),
  });
}
