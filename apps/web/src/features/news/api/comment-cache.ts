import type { QueryClient } from '@tanstack/react-query';
import type { news } from '@portal/contract';
import { replaceCachedComment as replaceInThread } from '../../../shared/discussion/comment-cache';
import { newsKeys } from './news-keys';

/** Puts the server's new state of one comment into the cached thread of its article. */
export function replaceCachedComment(client: QueryClient, comment: news.Comment): void {
  replaceInThread(client, newsKeys.commentsAll(comment.newsFeedId), comment);
}

/** Refetches a thread and its article (whose comment count changed). */
export function refreshThread(client: QueryClient, newsFeedId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: newsKeys.commentsAll(newsFeedId) }),
    client.invalidateQueries({ queryKey: newsKeys.article(newsFeedId) }),
  ]);
}
