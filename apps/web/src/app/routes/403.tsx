import type { LoaderFunctionArgs } from 'react-router';
import { ForbiddenPage } from '../pages/forbidden-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = { path: '/403', title: 'Permission Denied', public: true };
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ForbiddenPage />
    </PageRoute>
  );
}
