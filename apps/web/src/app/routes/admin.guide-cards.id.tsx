import type { LoaderFunctionArgs } from 'react-router';
import { AdminGuideCardPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { GuideCard } from '#features/home/components/guide-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  guideCard: (card) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      {/* No onComplete: a preview's buttons do nothing, and say so. */}
      <GuideCard card={card} step={card.position + 1} active completing={false} />
    </div>
  ),
};

export const handle = routeHandle('/admin/guide-cards/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminGuideCardPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
