import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { news } from '@portal/contract';
import type { CommentPage } from './get-comments';
import { newsKeys } from './news-keys';

/** Puts the server's new state of one comment into the cached thread of its article. */
export function replaceCachedComment(client: QueryClient, comment: news.Comment): void {
  client.setQueryData<InfiniteData<CommentPage>>(
    newsKeys.commentsAll(comment.newsFeedId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          rows: p.rows.map((c) => (c._id === comment._id ? comment : c)),
        })),
      },
  );
}

/** Refetches a thread and its article (whose comment count changed). */
export function refreshThread(client: QueryClient, newsFeedId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: newsKeys.commentsAll(newsFeedId) }),
    client.invalidateQueries({ queryKey: newsKeys.article(newsFeedId) }),
  ]);
}
