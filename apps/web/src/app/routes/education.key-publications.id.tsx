import type { LoaderFunctionArgs } from 'react-router';
import { KeyPublicationPage } from '#features/education/pages/key-publication-page';
import { keyPublicationQuery } from '#features/education/api/get-key-publications';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education/keyPublications/:id',
  title: 'Key Publication',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The publication (a 404 is not kept, so the browser shows its error).
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { params }) =>
    queries.prefetchQuery(keyPublicationQuery(params.id ?? '')),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <KeyPublicationPage />
    </PageRoute>
  );
}
