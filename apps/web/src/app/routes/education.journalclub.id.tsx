import type { LoaderFunctionArgs } from 'react-router';
import { JournalClubPage } from '#features/education/pages/journal-club-page';
import { CLUB_COMMENTS_PAGES, clubCommentsQuery } from '#features/education/api/club-comments';
import { journalClubQuery } from '#features/education/api/get-journal-club';
import { withPagesOf } from '../../shared/ui/load-more';
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
// The session (a 404 is not kept, so the browser shows its error) and its discussion's pages as
// the address asks (`?pages-comments=2`, its first by default).
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { params, request }) =>
    Promise.all([
      queries.prefetchQuery(journalClubQuery(params.id ?? '')),
      queries.prefetchInfiniteQuery(
        withPagesOf(
          clubCommentsQuery(params.id ?? ''),
          new URL(request.url).searchParams,
          CLUB_COMMENTS_PAGES,
        ),
      ),
    ]),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <JournalClubPage />
    </PageRoute>
  );
}
