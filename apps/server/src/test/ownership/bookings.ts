// Ownership in bookings: a booking is its doctor's and its patient's (and an admin's to reject);
// a booking type is its doctor's to change, and everyone's to see and book.
import { bookings as contract } from '@portal/contract';
import {
  bookingTypeBody,
  makeBooking,
  makeBookingType,
  makeStartedAppointment,
  type MadeBooking,
} from '../fixtures/bookings';
import type { OwnershipRow, PublicRoute } from './types';

export const bookingsPublicByDesign: PublicRoute[] = [
  {
    route: 'GET /api/bookingType/get/:id',
    ids: ['params.id'],
    reason: 'a booking type is a doctor’s published offer: every user may see and book it',
  },
  {
    route: 'GET /api/bookingType/get',
    ids: ['query.doctorId'],
    reason: 'a doctor’s booking types are their published offers',
  },
  {
    route: 'GET /api/booking/slots',
    ids: ['query.bookingTypeId'],
    reason: 'free slots of a published offer; they name no one and no booking',
  },
  {
    route: 'POST /api/booking/create',
    ids: ['body.bookingTypeId'],
    reason: 'booking a doctor’s offer is the point; the booking is the caller’s own',
  },
  {
    route: 'GET /api/booking/get',
    ids: ['query.doctorId', 'query.patientId'],
    reason:
      'the doctor and patient filters narrow the caller’s own bookings; every booking is the admin’s as=all (bookings.routes.int.test.ts: a doctor’s or patient’s filters stay within their own)',
  },
];

/** A pending booking in which A is the doctor. */
const booking: OwnershipRow<MadeBooking> = {
  kind: 'booking',
  create: (ctx, a) => makeBooking(ctx, { doctor: a }),
  view: (ctx, a, o) => ctx.call(a, contract.getBooking, { params: { id: o.id } }),
  routes: [
    {
      route: 'GET /api/booking/get/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'PATCH /api/booking/approved',
      ids: ['body.bookingId'],
      access: 'write',
      call: (o) => ({ body: { bookingId: o.id } }),
    },
    {
      route: 'PUT /api/booking/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: {} }),
    },
    {
      route: 'POST /api/booking/reschedule',
      ids: ['body.bookingId'],
      access: 'write',
      call: (o) => ({ body: { bookingId: o.id, startsAt: o.otherStart } }),
    },
  ],
};

/** An approved appointment of A's that has started. */
const startedAppointment: OwnershipRow<{ id: string }> = {
  kind: 'started appointment',
  create: (ctx, a) => makeStartedAppointment(ctx, a),
  view: (ctx, a, o) => ctx.call(a, contract.getBooking, { params: { id: o.id } }),
  routes: [
    {
      route: 'POST /api/booking/finished',
      ids: ['body.bookingId'],
      access: 'write',
      call: (o) => ({ body: { bookingId: o.id } }),
    },
  ],
};

const bookingType: OwnershipRow<{ id: string }> = {
  kind: 'booking type',
  create: async (ctx, a) => ({ id: await makeBookingType(ctx, a) }),
  view: (ctx, a, o) => ctx.call(a, contract.getBookingType, { params: { id: o.id } }),
  routes: [
    {
      route: 'PUT /api/bookingType/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: bookingTypeBody({ name: 'Changed' }) }),
    },
    {
      route: 'DELETE /api/bookingType/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

export const bookingsRows = [booking, startedAppointment, bookingType];
