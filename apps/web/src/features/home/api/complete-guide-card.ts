import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { home } from '@portal/contract';
import type { Page } from '../../../shared/api/paging';
import { request } from '../../../shared/api/query';
import { homeKeys } from './home-keys';

type Cards = Page<home.GuideCard>;

/** Puts an updated card into every cached guide-card list (the Home block and the list pages). */
function patchCard(cache: Cards | InfiniteData<Cards> | undefined, card: home.GuideCard) {
  const patch = (page: Cards): Cards => ({
    ...page,
    rows: page.rows.map((c) => (c._id === card._id ? card : c)),
  });
  if (!cache) return cache;
  return 'pages' in cache ? { ...cache, pages: cache.pages.map(patch) } : patch(cache);
}

/** POST guideCard/complete/{id}: the card is done for the caller; the next one becomes active. */
export function useCompleteGuideCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(home.completeGuideCard, { params: { id } }, { displayLoader: true })).data,
    onSuccess: (card) => {
      client.setQueriesData<Cards | InfiniteData<Cards>>(
        { queryKey: homeKeys.list('guide-cards') },
        (cache) => patchCard(cache, card),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: homeKeys.list('guide-cards') }),
  });
}
