import type { LoaderFunctionArgs } from 'react-router';
import { NewsFeedPage } from '#features/news/pages/news-feed-page';
import { articlesQuery } from '#features/news/api/get-articles';
import { bookmarksPreviewQuery } from '#features/news/api/get-bookmarks';
import { categoriesQuery } from '#features/news/api/get-categories';
import { withPagesOf } from '../../shared/ui/load-more';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/newsfeed',
  aliases: ['/newsfeeds'],
  title: 'Media',
  auth: true,
  module: 'media',
  breadcrumb: 'Media',
  sections: { sidebar: true },
  menu: {
    desktop: { order: 3, id: 'media', name: 'Media', icon: 'IconNews' },
    mobile: { order: 1, id: 'media', name: 'Media', icon: 'IconNews' },
  },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    await Promise.all([
      queries.prefetchInfiniteQuery(
        withPagesOf(
          articlesQuery({ search: params.get('search') ?? '', categoryId: params.get('category') }),
          params,
        ),
      ),
      queries.prefetchQuery(bookmarksPreviewQuery()),
      queries.prefetchQuery(categoriesQuery()),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <NewsFeedPage />
    </PageRoute>
  );
}
