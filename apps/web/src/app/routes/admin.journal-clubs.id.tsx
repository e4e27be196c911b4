import type { LoaderFunctionArgs } from 'react-router';
import { AdminJournalClubPage } from '#features/admin/catalogue/pages/admin-clinics-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import { adminPage } from '../page-handle';

export const handle = adminPage({
  path: '/admin/journal-clubs/:id',
  title: 'Journal club',
  detail: true,
});
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AdminJournalClubPage />
    </PageRoute>
  );
}
