import type { LoaderFunctionArgs } from 'react-router';
import { ContactDetailPage } from '#features/community/pages/contact-detail-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/contact/detail/:id',
  title: 'Contact Detail',
  auth: true,
  module: 'forum',
  breadcrumb: 'Community',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContactDetailPage />
    </PageRoute>
  );
}
