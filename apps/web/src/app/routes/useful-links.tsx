import type { LoaderFunctionArgs } from 'react-router';
import { UsefulLinksPage } from '#features/home/pages/useful-links-page';
import { usefulLinksQuery } from '#features/home/api/get-useful-links';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/usefulLinks',
  title: 'Useful Links',
  auth: true,
  module: 'home',
  breadcrumb: 'Useful Links',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, usefulLinksQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <UsefulLinksPage />
    </PageRoute>
  );
}
