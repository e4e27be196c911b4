import type { LoaderFunctionArgs } from 'react-router';
import { TermsPage } from '#features/auth/pages/terms-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/terms&conditions',
  title: 'Terms & Conditions',
  guest: true,
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <TermsPage />
    </PageRoute>
  );
}
