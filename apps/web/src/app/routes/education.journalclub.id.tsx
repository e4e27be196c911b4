import type { LoaderFunctionArgs } from 'react-router';
import { JournalClubPage } from '#features/education/pages/journal-club-page';
import { clubCommentsQuery } from '#features/education/api/club-comments';
import { journalClubQuery } from '#features/education/api/get-journal-club';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education/journalclub/:id',
  title: 'Journal Club',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The session (a 404 is not kept, so the browser shows its error) and its first page of
// discussion.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { params }) =>
    Promise.all([
      queries.prefetchQuery(journalClubQuery(params.id ?? '')),
      queries.prefetchInfiniteQuery(clubCommentsQuery(params.id ?? '')),
    ]),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <JournalClubPage />
    </PageRoute>
  );
}
