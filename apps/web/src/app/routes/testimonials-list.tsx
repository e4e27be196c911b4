import type { LoaderFunctionArgs } from 'react-router';
import { TestimonialsPage } from '#features/home/pages/testimonials-page';
import { testimonialsQuery } from '#features/home/api/get-testimonials';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/testimonialsList',
  title: 'Testimonials',
  auth: true,
  module: 'home',
  breadcrumb: 'Testimonials',
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The list its address names (`?search=`, `?pages=`), with the page.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, testimonialsQuery.prefetchList);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <TestimonialsPage />
    </PageRoute>
  );
}
