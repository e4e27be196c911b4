import type { LoaderFunctionArgs } from 'react-router';
import { BookPage } from '#features/bookings/pages/book-page';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute, routeHandle } from '../page-route';

export const handle = routeHandle('/appointment/book/:doctorId');
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
