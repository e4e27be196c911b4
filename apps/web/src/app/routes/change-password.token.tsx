import type { LoaderFunctionArgs } from 'react-router';
import { ChangePasswordPage } from '#features/auth/pages/change-password-page';
import { changePasswordAction } from '#features/auth/api/change-password-action';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/change-password/:token',
  title: 'Change Password',
  guest: true,
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);
/** The form as the browser sends it before the app has started. */
export const action = changePasswordAction;

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ChangePasswordPage />
    </PageRoute>
  );
}
