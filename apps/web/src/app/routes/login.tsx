import type { LoaderFunctionArgs } from 'react-router';
import { LoginPage } from '#features/auth/pages/login-page';
import { logInAction } from '#features/auth/api/login-action';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = { path: '/login', title: 'Login', guest: true };
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);
/** The log-in form as the browser sends it before the app has started. */
export const action = logInAction;

export default function Route() {
  return (
    <PageRoute route={handle}>
      <LoginPage />
    </PageRoute>
  );
}
