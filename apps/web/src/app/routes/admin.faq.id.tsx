import type { LoaderFunctionArgs } from 'react-router';
import { AdminFaqEntryPage } from '#features/admin/catalogue/pages/admin-content-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { FaqTopicSection } from '#features/education/components/faq/faq-topic';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  faq: (topic) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <FaqTopicSection topic={topic} open={topic.questions.map((q) => q._id)} />
    </div>
  ),
};

export const handle = routeHandle('/admin/faq/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminFaqEntryPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
