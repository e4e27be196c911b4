import type { LoaderFunctionArgs } from 'react-router';
import { AppointmentListPage } from '#features/bookings/pages/appointment-list-page';
import { bookingsQuery } from '#features/bookings/api/get-bookings';
import { bookingFilterOf } from '#features/bookings/lib/booking-filter-params';
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
  pageLoader(args, handle, async (queries, { request, context }) => {
    const params = new URL(request.url).searchParams;
    // As the page reads them: the list's tabs and side are the visitor's role's (decision 142).
    const user = context.session?.user;
    const consults = user?.offersAppointments ?? false;
    const tab = consults
      ? (params.get('tab') ?? (params.get('onboarding') ? 'payments' : 'appointments'))
      : 'appointments';
    await Promise.all([
      queries.prefetchQuery(paymentAccountQuery()),
      tab === 'appointments' && queries.prefetchQuery(bookingsQuery(bookingFilterOf(params, user))),
    ]);
  });

export default function Route() {
  return (
    <PageRoute route={handle}>
      <AppointmentListPage />
    </PageRoute>
  );
}
