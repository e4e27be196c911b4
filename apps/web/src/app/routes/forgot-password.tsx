import type { LoaderFunctionArgs } from 'react-router';
import { ForgotPasswordPage } from '#features/auth/pages/forgot-password-page';
import { forgotPasswordAction } from '#features/auth/api/forgot-password-action';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/forgot-password',
  title: 'Forgot Password',
  guest: true,
};
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
