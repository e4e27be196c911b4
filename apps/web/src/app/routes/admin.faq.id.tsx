import type { LoaderFunctionArgs } from 'react-router';
import { AdminFaqEntryPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta } from '../page-route';
import { adminItemRoute } from '../admin-item-route';
import { adminPage } from '../page-handle';
import { FaqTopicSection } from '#features/education/components/faq/faq-topic';

export const handle = adminPage({ path: '/admin/faq/:id', title: 'FAQ Entry', detail: true });
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

// The editor's preview draws the item with the readers' own component.
export default adminItemRoute(handle, AdminFaqEntryPage, {
  faq: (topic) => <FaqTopicSection topic={topic} open={topic.questions.map((q) => q._id)} />,
});
