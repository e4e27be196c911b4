import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { news } from '@portal/contract';

type Article = news.Article;
import { request } from '../../../shared/api/query';
import type { ArticlePage } from './article-page';
import { newsKeys } from './news-keys';

interface ToggleInput {
  article: Article;
  /** The state wanted; sent explicitly so a double click cannot flip it back. */
  bookmark: boolean;
}

type Snapshot = [QueryKey, unknown][];

const setFlag = <A extends Article>(a: A, id: string, bookmark: boolean): A =>
  a._id === id ? { ...a, isBookmarked: bookmark } : a;

const patchPage = (page: ArticlePage, id: string, bookmark: boolean): ArticlePage => ({
  ...page,
  rows: page.rows.map((a) => setFlag(a, id, bookmark)),
});

/** A bookmark list with the article added at the top or removed, and its total adjusted. */
function patchBookmarkPage(page: ArticlePage, article: Article, bookmark: boolean): ArticlePage {
  const present = page.rows.some((a) => a._id === article._id);
  if (bookmark && !present) {
    return { rows: [{ ...article, isBookmarked: true }, ...page.rows], total: page.total + 1 };
  }
  if (!bookmark && present) {
    return { rows: page.rows.filter((a) => a._id !== article._id), total: page.total - 1 };
  }
  return page;
}

/** POST newsFeed/bookmark with the wanted state. */
export async function bookmarkArticle(newsFeedId: string, bookmark: boolean) {
  return (await request(news.bookmarkArticle, { body: { newsFeedId, bookmark } })).data;
}

/**
 * Bookmarks or un-bookmarks an article. The star changes at once in every cached feed page,
 * bookmark list and article; if the call fails, every one of them is put back as it was.
 * Afterwards the bookmark lists are refetched so their order and count are the server's.
 */
export function useToggleBookmark() {
  const client = useQueryClient();
  return useMutation<news.BookmarkResult, Error, ToggleInput, Snapshot>({
    mutationFn: ({ article, bookmark }) => bookmarkArticle(article._id, bookmark),
    onMutate: async ({ article, bookmark }) => {
      const id = article._id;
      await client.cancelQueries({ queryKey: newsKeys.all });
      const snapshot: Snapshot = [
        ...client.getQueriesData({ queryKey: newsKeys.feedAll }),
        ...client.getQueriesData({ queryKey: newsKeys.bookmarksAll }),
        ...client.getQueriesData({ queryKey: newsKeys.article(id) }),
      ];
      client.setQueriesData<InfiniteData<ArticlePage>>(
        { queryKey: newsKeys.feedAll },
        (data) => data && { ...data, pages: data.pages.map((p) => patchPage(p, id, bookmark)) },
      );
      client.setQueryData<ArticlePage>(
        newsKeys.bookmarksPreview,
        (data) => data && patchBookmarkPage(data, article, bookmark),
      );
      // A new bookmark goes to the top of the first page; a removed one may be on any page.
      client.setQueryData<InfiniteData<ArticlePage>>(
        newsKeys.bookmarksExpanded,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p, i) =>
              i === 0 || !bookmark ? patchBookmarkPage(p, article, bookmark) : p,
            ),
          },
      );
      client.setQueryData<Article>(
        newsKeys.article(id),
        (data) => data && setFlag(data, id, bookmark),
      );
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.bookmarksAll }),
  });
}
