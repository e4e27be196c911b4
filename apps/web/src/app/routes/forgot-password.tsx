import type { LoaderFunctionArgs } from 'react-router';
import { ForgotPasswordPage } from '#features/auth/pages/forgot-password-page';
import { forgotPasswordAction } from '#features/auth/api/forgot-password-action';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/forgot-password');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);
/** The form as the browser sends it before the app has started. */
export const action = forgotPasswordAction;

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ForgotPasswordPage />
    </PageRoute>
  );
}
