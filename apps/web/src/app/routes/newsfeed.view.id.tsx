import type { LoaderFunctionArgs } from 'react-router';
import { NewsArticlePage } from '#features/news/pages/news-article-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/newsfeed/view/:id',
  title: 'Article',
  auth: true,
  module: 'media',
  breadcrumb: 'Media',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <NewsArticlePage />
    </PageRoute>
  );
}
