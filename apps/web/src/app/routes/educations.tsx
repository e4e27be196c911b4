import type { LoaderFunctionArgs } from 'react-router';
import { EducationsPage } from '#features/education/pages/educations-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/educations',
  title: 'Education',
  auth: true,
  module: 'education',
  breadcrumb: 'Education',
  sections: { tab: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <EducationsPage />
    </PageRoute>
  );
}
