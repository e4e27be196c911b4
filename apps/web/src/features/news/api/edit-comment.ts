import { useMutation, useQueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { replaceCachedComment } from './comment-cache';

/** PUT newsFeed/comment/edit/:id (the author only; the server checks it again). */
export function useEditComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }) =>
      (
        await request(
          news.editComment,
          { params: { id }, body: { comment } },
          { displayLoader: true },
        )
      ).data,
    onSuccess: (comment) => replaceCachedComment(client, comment),
  });
}
