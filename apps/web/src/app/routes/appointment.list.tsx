import type { LoaderFunctionArgs } from 'react-router';
import { AppointmentListPage } from '#features/bookings/pages/appointment-list-page';
import { bookingsQuery } from '#features/bookings/api/get-bookings';
import { paymentAccountQuery } from '#features/bookings/api/payments';
import { pageLoader } from '../page-loader';
import { guardedClientLoader, pageMeta, PageRoute } from '../page-route';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  path: '/appointment/list',
  title: 'Bookings',
  auth: true,
  module: 'bookingList',
  breadcrumb: 'Bookings',
  menu: { desktop: { order: 6, id: 'bookings', name: 'Bookings', icon: 'IconCalendarEvent' } },
};
export const meta = pageMeta;
export const clientLoader = guardedClientLoader(handle);
// The payment account (the session's stripeStatus) and, on the appointments tab, its list.
export const loader = (args: LoaderFunctionArgs) =>
  pageLoader(args, handle, async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    const tab = params.get('tab') ?? (params.get('onboarding') ? 'payments' : 'appointments');
    const appointments = tab === 'appointments';
    await Promise.all([
      queries.prefetchQuery(paymentAccountQuery()),
      appointments &&
        queries.prefetchQuery(
          bookingsQuery({ as: params.get('as') === 'patient' ? 'patient' : 'doctor' }),
        ),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AppointmentListPage />
    </PageRoute>
  );
}
