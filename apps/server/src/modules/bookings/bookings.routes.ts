import type { FastifyInstance } from 'fastify';
import { bookings } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { BookingsService } from './bookings.service';

/** SPEC §7 Booking: booking types, free slots, the lifecycle calls and the lists. */
export function bookingsRoutes(app: FastifyInstance, service: BookingsService): void {
  route(app, bookings.createBookingType, async ({ body, user }) =>
    ok(await service.createType(user, body), { message: 'Booking type created.' }),
  );
  route(app, bookings.editBookingType, async ({ params, body, user }) =>
    ok(await service.editType(user, params.id, body), { message: 'Booking type updated.' }),
  );
  route(app, bookings.getBookingTypes, async ({ query, user }) => {
    const page = await service.listTypes(user, query);
    return ok(page.rows, { count: page.total });
  });
  route(app, bookings.getBookingType, async ({ params }) => ok(await service.getType(params.id)));
  route(app, bookings.deleteBookingType, async ({ params, user }) =>
    ok(await service.deleteType(user, params.id), { message: 'Booking type deleted.' }),
  );
  route(app, bookings.getBookingDoctors, async ({ query }) => {
    const page = await service.doctors(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, bookings.getFreeSlots, async ({ query }) => ok(await service.freeSlots(query)));
  route(app, bookings.createBooking, async ({ body, user }) =>
    ok(await service.create(user, body), { message: 'Your booking request has been sent.' }),
  );
  route(app, bookings.approveBooking, async ({ body, user }) =>
    ok(await service.approve(user, body.bookingId), { message: 'The booking is approved.' }),
  );
  route(app, bookings.finishBooking, async ({ body, user }) =>
    ok(await service.finish(user, body.bookingId), { message: 'The appointment is completed.' }),
  );
  route(app, bookings.deleteBooking, async ({ params, body, user }) =>
    ok(await service.reject(user, params.id, body?.note), { message: 'The booking is rejected.' }),
  );
  route(app, bookings.rescheduleBooking, async ({ body, user }) =>
    ok(await service.reschedule(user, body), { message: 'The new time has been proposed.' }),
  );
  route(app, bookings.getBookings, async ({ query, user }) => {
    const page = await service.list(user, query);
    return ok(page.rows, { count: page.total });
  });
  route(app, bookings.getBooking, async ({ params, user }) =>
    ok(await service.get(user, params.id)),
  );
}
