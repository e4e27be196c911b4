import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/**
 * GET newsFeed/get with recommended=true: articles the reader has not opened, their favoured
 * categories first. Through the contract, not the news feature (features stay apart).
 */
export const recommendedArticlesQuery = pagedList<news.Article>(
  'recommended-articles',
  (query, signal, client) =>
    request(
      news.getArticles,
      { query: { ...query, recommended: true } },
      placeLoading(signal),
      client,
    ),
);

export const useRecommendedArticlesPreview = (limit: number) =>
  useQuery(recommendedArticlesQuery.preview(limit));
export const useRecommendedArticlesList = (search: string) =>
  useInfiniteQuery(recommendedArticlesQuery.search(search));
