import type { LoaderFunctionArgs } from 'react-router';
import { BookPage } from '#features/bookings/pages/book-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/appointment/book/:doctorId',
  title: 'Book an Appointment',
  auth: true,
  module: 'bookingList',
  breadcrumb: 'Bookings',
  sections: { detail: true },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <BookPage />
    </PageRoute>
  );
}
