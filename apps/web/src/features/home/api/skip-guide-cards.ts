import { useMutation, useQueryClient } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { homeKeys } from './home-keys';

/**
 * PUT guideCard/skip: the caller's unfinished cards become skipped, so Home stops showing them
 * (the list page still does). The server's message is shown as an info snack.
 */
export function useSkipGuideCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(home.skipGuideCards, {}, { displayLoader: true }),
    onSettled: () => client.invalidateQueries({ queryKey: homeKeys.list('guide-cards') }),
  });
}
