import type { LoaderFunctionArgs } from 'react-router';
import { ChangePasswordPage } from '#features/auth/pages/change-password-page';
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

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ChangePasswordPage />
    </PageRoute>
  );
}
