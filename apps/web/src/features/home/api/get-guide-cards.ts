import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET guideCard/get: the onboarding cards in order, each with the caller’s state. */
export const guideCardsQuery = pagedList<home.GuideCard>('guide-cards', (query, signal, client) =>
  request(home.getGuideCards, { query }, placeLoading(signal), client),
);

export const useGuideCardsPreview = (limit: number) => useQuery(guideCardsQuery.preview(limit));
export const useGuideCardsList = (search: string) =>
  useInfiniteQuery(guideCardsQuery.search(search));
