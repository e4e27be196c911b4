import type { LoaderFunctionArgs } from 'react-router';
import { AdminKeyPublicationPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { PublicationCard } from '#features/education/components/publications/publication-card';

export const handle = adminPage({
  path: '/admin/key-publications/:id',
  title: 'Key Publication',
  detail: true,
});
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminKeyPublicationPage, {
  keyPublication: (publication) => <PublicationCard publication={publication} />,
});
