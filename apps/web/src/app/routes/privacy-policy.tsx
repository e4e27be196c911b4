import type { LoaderFunctionArgs } from 'react-router';
import { PrivacyPolicyPage } from '#features/auth/pages/privacy-policy-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = { path: '/privacy-policy', title: 'Privacy Policy', guest: true };
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <PrivacyPolicyPage />
    </PageRoute>
  );
}
