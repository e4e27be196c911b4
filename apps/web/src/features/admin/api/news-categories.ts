import { useMutation } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { useRefreshNews } from './news-articles';

/** POST admin/news-categories. */
export function useCreateCategory() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: async (body: news.CreateCategoryBody) =>
      (await request(news.adminCreateCategory, { body }, { displayLoader: true })).data,
    onSuccess: () => refresh(),
  });
}

/** PATCH admin/news-categories/:id: rename or describe. */
export function useUpdateCategory() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: news.UpdateCategoryBody }) =>
      (await request(news.adminUpdateCategory, { params: { id }, body }, { displayLoader: true }))
        .data,
    onSuccess: () => refresh(),
  });
}

/** DELETE admin/news-categories/:id, its articles moved to `moveTo` when it has any. */
export function useDeleteCategory() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      request(
        news.adminDeleteCategory,
        { params: { id }, query: moveTo ? { moveTo } : {} },
        { displayLoader: true },
      ),
    onSuccess: () => refresh(),
  });
}
