import type { LoaderFunctionArgs } from 'react-router';
import { AdminUsefulLinkPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { UsefulLinkCard } from '#features/home/components/useful-link-card';

export const handle = adminPage({
  path: '/admin/useful-links/:id',
  title: 'Useful link',
  detail: true,
});
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminUsefulLinkPage, {
  usefulLink: (link) => <UsefulLinkCard link={link} />,
});
