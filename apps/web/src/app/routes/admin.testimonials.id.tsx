import type { LoaderFunctionArgs } from 'react-router';
import { AdminTestimonialPage } from '#features/admin/home/pages/admin-home-pages';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import { TestimonialCard } from '#features/home/components/testimonial-card';

// The preview draws the item with the readers' own component (decision 100).
const PREVIEWS: Partial<ContentPreviews> = {
  testimonial: (testimonial) => (
    <div style={{ maxWidth: 420 }} data-testid="content-preview">
      <TestimonialCard testimonial={testimonial} />
    </div>
  ),
};

export const handle = routeHandle('/admin/testimonials/:id');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <ContentPreviewsProvider previews={PREVIEWS}>
        <AdminTestimonialPage />
      </ContentPreviewsProvider>
    </PageRoute>
  );
}
