// Bookings (SPEC §1 Bookings, §2 `/appointment/list`, §3 Appointment, §4 statuses, §7 Booking,
// §9 constants; issue 30). A doctor offers booking types (name, price, weekly availability); a
// patient books a free slot of one; the booking moves through the nine statuses of SPEC §4 by the
// lifecycle calls below. Slots are Europe/London wall-clock times; bookings are stored and sent as
// instants. Payments (`payment/...`) are the payments module's; a booking carries its summary.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/bookings';

export type * from '../schemas/bookings';

export {
  APPOINTMENT_DURATION_MINUTES,
  APPOINTMENT_STATUSES,
  HOUR_OPTIONS,
  SLOT_PRESETS,
  WEEKDAYS,
  type AppointmentStatus,
  type HourOption,
  type SlotPreset,
  type TimeSlot,
  type Weekday,
} from '../constants';

/** The zone availability is written in and slots are computed in. */
export const BOOKING_TIME_ZONE = 'Europe/London';

/** Statuses in which a booking holds its slot (and, while Rescheduled, the proposed one too). */
export const SLOT_HOLDING_STATUSES = [
  'Pending Approval',
  'Approved',
  'Rescheduled',
  'Rescheduled Approved',
] as const;

/** Statuses after which nothing more happens to a booking. */
export const FINAL_STATUSES = [
  'Completed',
  'Rejected by Doctor',
  'Rejected by Patient',
  'Rejected by Admin',
  'Rejected by System',
] as const;

/**
 * What a person (or the system) does to a booking. `approve`: PATCH booking/approved (a pending
 * request, or the other side's proposed new time); `reject`: PUT booking/delete/{id};
 * `finish`: POST booking/finished; `reschedule`: POST booking/reschedule; `expire`: the system
 * rejecting a request still pending when its time comes.
 */
export const BOOKING_ACTIONS = [
  'create',
  'approve',
  'reject',
  'finish',
  'reschedule',
  'expire',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Who acts on a booking: its doctor, its patient, a site admin, or the system. */
export const BOOKING_ACTORS = ['doctor', 'patient', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** Durations a booking type may have, in minutes (30 by default, SPEC §9). */
export const BOOKING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/** Greatest price of a booking type, in pence (£5,000). */
export const BOOKING_MAX_PRICE_PENCE = 500_000;

/**
 * Least price of a paid booking type, in pence: Stripe's minimum charge in GBP (30p). A type is
 * free (0) or costs at least this, so a booking never fails at the card for being too small.
 */
export const BOOKING_MIN_PAID_PRICE_PENCE = 30;

/** The refusal of a price between free and the least paid price. */
export const BOOKING_MIN_PAID_PRICE_MESSAGE = 'A paid appointment costs at least 30p';

/** Longest range of days one free-slot lookup covers. */
export const FREE_SLOTS_MAX_DAYS = 62;

/** How far ahead a booking may be made, in days. */
export const BOOKING_HORIZON_DAYS = 180;

/** The refusal when a slot is already held by another booking. */
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please choose another slot.';

/** Booking types: a doctor's offers and their weekly availability. */
export const createBookingType = defineEndpoint<typeof s.createBookingType>()({
  method: 'POST',
  path: '/api/bookingType/create',
  summary:
    'Create a booking type of the caller (the doctor): name, price in pence, duration, weekly availability; overlapping slots on one day are refused.',
  access: 'user',
  module: 'bookingList',
  consults: true,
});

export const editBookingType = defineEndpoint<typeof s.editBookingType>()({
  method: 'PUT',
  path: '/api/bookingType/edit/:id',
  summary:
    'Replace an own booking type (availability included); bookings already made keep their time.',
  access: 'user',
  module: 'bookingList',
  consults: true,
});

export const getBookingTypes = defineEndpoint<typeof s.getBookingTypes>()({
  method: 'GET',
  path: '/api/bookingType/get',
  summary:
    'Booking types: the caller’s own, or a doctor’s (doctorId) as a patient sees them; total in option[0].count.',
  access: 'user',
  module: 'bookingList',
});

export const getBookingType = defineEndpoint<typeof s.getBookingType>()({
  method: 'GET',
  path: '/api/bookingType/get/:id',
  summary: 'One booking type with its availability.',
  access: 'user',
  module: 'bookingList',
});

export const deleteBookingType = defineEndpoint<typeof s.deleteBookingType>()({
  method: 'DELETE',
  path: '/api/bookingType/delete/:id',
  summary:
    'Withdraw an own booking type: no new bookings of it; bookings already made are kept (their history names it).',
  access: 'user',
  module: 'bookingList',
});

/** Patients: the doctors taking bookings and their free slots. */
export const getBookingDoctors = defineEndpoint<typeof s.getBookingDoctors>()({
  method: 'GET',
  path: '/api/booking/doctors',
  summary:
    'Doctors taking bookings (at least one booking type), with their booking types; search by name.',
  access: 'user',
  module: 'bookingList',
});

export const getFreeSlots = defineEndpoint<typeof s.getFreeSlots>()({
  method: 'GET',
  path: '/api/booking/slots',
  summary:
    'Free slots of a booking type between two Europe/London dates (inclusive): its availability less what bookings hold and what has passed.',
  access: 'user',
  module: 'bookingList',
});

/** The lifecycle of SPEC §7 Booking. */
export const createBooking = defineEndpoint<typeof s.createBooking>()({
  method: 'POST',
  path: '/api/booking/create',
  summary:
    'Request a booking of a free slot (status Pending Approval); 409 when the slot is taken or not offered.',
  access: 'user',
  module: 'bookingList',
});

export const approveBooking = defineEndpoint<typeof s.approveBooking>()({
  method: 'PATCH',
  path: '/api/booking/approved',
  summary:
    'Approve: the doctor approves a pending request (Approved), or the side that did not propose a new time accepts it (Rescheduled Approved).',
  access: 'user',
  module: 'bookingList',
});

export const finishBooking = defineEndpoint<typeof s.finishBooking>()({
  method: 'POST',
  path: '/api/booking/finished',
  summary: 'The doctor marks an approved appointment Completed, only after its start.',
  access: 'user',
  module: 'bookingList',
});

export const deleteBooking = defineEndpoint<typeof s.deleteBooking>()({
  method: 'PUT',
  path: '/api/booking/delete/:id',
  summary:
    'Reject or cancel a booking: Rejected by Doctor, by Patient or by Admin, by who acts; the slot is freed.',
  access: 'user',
  module: 'bookingList',
});

export const rescheduleBooking = defineEndpoint<typeof s.rescheduleBooking>()({
  method: 'POST',
  path: '/api/booking/reschedule',
  summary:
    'Propose a new time (status Rescheduled): the proposed slot is held until the other side approves it (PATCH booking/approved) or the booking is rejected.',
  access: 'user',
  module: 'bookingList',
});

export const getBookings = defineEndpoint<typeof s.getBookings>()({
  method: 'GET',
  path: '/api/booking/get',
  summary:
    'The caller’s bookings (as doctor, as patient, or both; an admin sees all), filtered by status and Europe/London dates, soonest first; total in option[0].count.',
  access: 'user',
  module: 'bookingList',
});

export const getBooking = defineEndpoint<typeof s.getBooking>()({
  method: 'GET',
  path: '/api/booking/get/:id',
  summary: 'One booking with its history: every change, who made it and when.',
  access: 'user',
  module: 'bookingList',
});
