import type { LoaderFunctionArgs } from 'react-router';
import { AdminChannelsPage } from '#features/admin/community/pages/admin-channels-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({ path: '/admin/channels', title: 'Channels' });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminChannelsPage />
    </PageRoute>
  );
}
