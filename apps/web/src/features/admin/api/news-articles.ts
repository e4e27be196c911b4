import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { adminKeys } from './admin-keys';

/** GET admin/news-articles/:id: an article whatever its state, with its body. */
export const adminArticleQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.one('newsArticle', id),
    queryFn: async ({ signal, client }) =>
      (await request(news.adminGetArticle, { params: { id } }, placeLoading(signal), apiOf(client)))
        .data,
  });

export const useAdminArticle = (id: string | undefined) =>
  useQuery({ ...adminArticleQuery(id ?? ''), enabled: Boolean(id) });

/** Every category, for the article form's select (admins see them all; a few dozen at most). */
export const useAdminCategoryOptions = () =>
  useQuery({
    queryKey: [...adminKeys.list(news.adminListCategories.path), 'options'] as const,
    queryFn: async ({ signal, client }) =>
      (
        await request(
          news.adminListCategories,
          { query: { limit: 100, skip: 0 } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

/**
 * After any change to news (an article or a category): the lists of articles and categories
 * (an article names its category, a category counts its articles), and the article itself, reload.
 */
export function useRefreshNews() {
  const client = useQueryClient();
  return async (article?: news.AdminArticle) => {
    if (article) client.setQueryData(adminKeys.one('newsArticle', article._id), article);
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.list(news.adminListArticles.path) }),
      client.invalidateQueries({ queryKey: adminKeys.list(news.adminListCategories.path) }),
    ]);
  };
}

export function useCreateArticle() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: async (body: news.CreateArticleBody) =>
      (await request(news.adminCreateArticle, { body }, { displayLoader: true })).data,
    onSuccess: (article) => refresh(article),
  });
}

export function useUpdateArticle() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: news.UpdateArticleBody }) =>
      (await request(news.adminUpdateArticle, { params: { id }, body }, { displayLoader: true }))
        .data,
    onSuccess: (article) => refresh(article),
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: (id: string) =>
      request(news.adminDeleteArticle, { params: { id } }, { displayLoader: true }),
    onSuccess: async (_res, id) => {
      client.removeQueries({ queryKey: adminKeys.one('newsArticle', id) });
      await refresh();
    },
  });
}
