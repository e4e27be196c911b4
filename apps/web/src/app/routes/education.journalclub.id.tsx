import type { LoaderFunctionArgs } from 'react-router';
import { JournalClubPage } from '#features/education/pages/journal-club-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/education/journalclub/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <JournalClubPage />
    </PageRoute>
  );
}
