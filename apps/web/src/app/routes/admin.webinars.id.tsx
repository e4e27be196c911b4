import type { LoaderFunctionArgs } from 'react-router';
import { AdminWebinarPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { WebinarCard } from '#features/education/components/webinars/webinar-card';

export const handle = adminPage({ path: '/admin/webinars/:id', title: 'Webinar', detail: true });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminWebinarPage, {
  webinar: (webinar) => <WebinarCard webinar={webinar} />,
});
