import type { LoaderFunctionArgs } from 'react-router';
import { EducationPage } from '#features/education/pages/education-page';
import { prefetchEducation } from '#features/education/api/prefetch-education';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/education',
  aliases: [
    '/education/forums',
    '/education/library',
    '/education/webinars',
    '/education/lp-profiles',
    '/education/clinics',
    '/education/FAQ',
    '/education/journal-club',
    '/education/publications',
  ],
  title: 'Education',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { tab: true },
  menu: {
    desktop: { order: 2, id: 'education', name: 'Education', icon: 'IconSchool' },
    mobile: { order: 4, id: 'education', name: 'Education', icon: 'IconSchool' },
  },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The open tab's first calls (its alias, or the first tab's at /education).
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, (queries, { request }) =>
    prefetchEducation(queries, new URL(request.url)),
  );

export default function Route() {
  return (
    <PageRoute route={handle}>
      <EducationPage />
    </PageRoute>
  );
}
