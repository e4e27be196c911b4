import type { LoaderFunctionArgs } from 'react-router';
import { WebinarPage } from '#features/education/pages/webinar-page';
import { webinarQuery } from '#features/education/api/get-webinar';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education/webinar/:id',
  title: 'Webinar',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The webinar (a 404 is not kept, so the browser shows its error).
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { params }) =>
    queries.prefetchQuery(webinarQuery(params.id ?? '')),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <WebinarPage />
    </PageRoute>
  );
}
