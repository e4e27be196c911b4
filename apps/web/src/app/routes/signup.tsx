import type { LoaderFunctionArgs } from 'react-router';
import { SignupPage } from '#features/auth/pages/signup-page';
import { signupAction } from '#features/auth/api/signup-action';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = { path: '/signup', title: 'Sign Up', guest: true };
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);
/** The account step as the browser sends it before the app has started. */
export const action = signupAction;

export default function Route() {
  return (
    <PageRoute route={handle}>
      <SignupPage />
    </PageRoute>
  );
}
