import type { LoaderFunctionArgs } from 'react-router';
import { CpdPage } from '#features/education/pages/cpd-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/education/cpd');
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
