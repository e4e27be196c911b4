import { useMutation, useQueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { refreshThread } from './comment-cache';

/** DELETE newsFeed/comment/delete/:id (its author or an admin). */
export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (comment: news.Comment) => {
      await request(news.deleteComment, { params: { id: comment._id } }, { displayLoader: true });
      return comment;
    },
    onSuccess: (comment) => refreshThread(client, comment.newsFeedId),
  });
}
