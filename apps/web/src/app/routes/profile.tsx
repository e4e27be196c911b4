import type { LoaderFunctionArgs } from 'react-router';
import { ProfilePage } from '#features/users/pages/profile-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/profile',
  aliases: ['/profile/details', '/profile/biography', '/profile/work'],
  title: 'Profile',
  auth: true,
  breadcrumb: 'Profile',
  sections: { tab: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ProfilePage />
    </PageRoute>
  );
}
