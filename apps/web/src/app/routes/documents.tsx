import type { LoaderFunctionArgs } from 'react-router';
import { DocumentsPage } from '#features/home/pages/documents-page';
import { documentsQuery } from '#features/home/api/get-documents';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/documents',
  title: 'Documents',
  auth: true,
  module: 'home',
  breadcrumb: 'Documents',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, documentsQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <DocumentsPage />
    </PageRoute>
  );
}
