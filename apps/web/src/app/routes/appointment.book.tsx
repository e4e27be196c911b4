import type { LoaderFunctionArgs } from 'react-router';
import { BookDoctorsPage } from '#features/bookings/pages/book-doctors-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/appointment/book');
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, handle);

export default function Route() {
  return (
    <PageRoute route={handle}>
      <BookDoctorsPage />
    </PageRoute>
  );
}
