import type { LoaderFunctionArgs } from 'react-router';
import { CpdPage } from '#features/education/pages/cpd-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education/cpd',
  title: 'CPD Record',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <CpdPage />
    </PageRoute>
  );
}
