import type { LoaderFunctionArgs } from 'react-router';
import { SignupLinkPage } from '#features/auth/pages/signup-link-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = { path: '/signup-link', title: 'Sign Up' };
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
