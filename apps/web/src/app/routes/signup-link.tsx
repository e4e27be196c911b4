import type { LoaderFunctionArgs } from 'react-router';
import { SignupLinkPage } from '#features/auth/pages/signup-link-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/signup-link');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <SignupLinkPage />
    </PageRoute>
  );
}
