// The zod schemas of endpoints/bookings.ts, under the descriptors' names, and the forms'.

import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../constants';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { BOOKING_ACTIONS, BOOKING_ACTORS } from '../endpoints/bookings';
import type { EndpointSchemas } from '../endpoint';
import {
  BookingDoctorSchema,
  BookingPartySchema,
  BookingTypeBodySchema,
  BookingTypeListQuerySchema,
  BookingTypeSchema,
  FreeSlotSchema,
  FreeSlotsQuerySchema,
} from './booking-types';

// Booking types' shapes are booking-types.ts's; the records of their endpoints are here.
export * from './booking-types';

const id = (what: string) => z.uuid({ error: `Invalid ${what}` });
const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD' });
const instant = z.iso.datetime({ offset: true, error: 'Give a date and time in ISO 8601 form' });

/** What a booking's payment stands at (the payments module fills it). */
export const BOOKING_PAYMENT_STATUSES = [
  'none',
  'requires_card',
  'scheduled',
  'held',
  'requires_action',
  'captured',
  'released',
  'refunded',
  'failed',
] as const;

/** The payment shown with a booking: its state, the amount and the card's last four digits. */
export const BookingPaymentSummarySchema = z.object({
  status: z.enum(BOOKING_PAYMENT_STATUSES),
  amountPence: z.number().int(),
  last4: z.string().nullable(),
  /**
   * When the patient was asked to pay again (their hold lapsed, or their saved card was refused
   * with them away): the time the booking is released by if still unpaid (ISO), and why.
   */
  payBy: z.string().nullable(),
  problem: z.string().nullable(),
});
export type BookingPaymentSummary = z.infer<typeof BookingPaymentSummarySchema>;

export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: 'Choose one of the appointment statuses',
});

/** A change of a booking: who did what, when, from which status to which. */
export const BookingHistoryEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(BOOKING_ACTIONS),
  actor: z.enum(BOOKING_ACTORS),
  /** The person who acted; null for the system. */
  by: BookingPartySchema.nullable(),
  from: AppointmentStatusSchema.nullable(),
  to: AppointmentStatusSchema,
  startsAt: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

/**
 * A booking as either side sees it. `role` is the caller's part in it; `otherParty` is the
 * person on the other side (for their direct chat); `proposal` is a new time awaiting approval;
 * `actions` what the caller may do now. Times are instants; `slot` is the Europe/London view.
 */
export const BookingSchema = z.object({
  _id: z.string(),
  status: AppointmentStatusSchema,
  bookingType: z.object({
    _id: z.string(),
    name: z.string(),
    pricePence: z.number().int().nonnegative(),
    durationMinutes: z.number().int().positive(),
  }),
  doctor: BookingPartySchema,
  patient: BookingPartySchema,
  role: z.enum(['doctor', 'patient', 'admin']),
  otherParty: BookingPartySchema,
  startsAt: z.string(),
  endsAt: z.string(),
  slot: z.object({ date: z.string(), starttime: z.string(), endtime: z.string() }),
  proposal: z
    .object({
      startsAt: z.string(),
      endsAt: z.string(),
      by: z.enum(['doctor', 'patient']),
      slot: z.object({ date: z.string(), starttime: z.string(), endtime: z.string() }),
    })
    .nullable(),
  note: z.string().nullable(),
  actions: z.array(z.enum(['approve', 'reject', 'finish', 'reschedule'])),
  version: z.number().int().nonnegative(),
  payment: BookingPaymentSummarySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingDetailSchema = BookingSchema.extend({
  history: z.array(BookingHistoryEntrySchema),
});
export type BookingDetail = z.infer<typeof BookingDetailSchema>;

const statusList = z
  .string()
  .transform((v) => v.split(',').map((part) => part.trim()))
  .pipe(z.array(AppointmentStatusSchema).min(1));

/**
 * GET booking/get. `status`: one or several, comma-separated; `from`/`to`: Europe/London dates
 * (inclusive) of the start; `as`: only where the caller is the doctor or the patient (both when
 * absent); `all`: every booking, for admins only (403 otherwise); `doctorId`/`patientId`: only
 * that doctor's or patient's (within what the caller may see).
 */
export const BookingListQuerySchema = ListQuerySchema.extend({
  status: statusList.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  as: z.enum(['doctor', 'patient', 'all']).optional(),
  doctorId: id('doctor id').optional(),
  patientId: id('patient id').optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** POST booking/create: a booking type and the start of one of its free slots. */
export const CreateBookingBodySchema = z.strictObject({
  bookingTypeId: id('booking type id'),
  startsAt: instant,
  note: z.string().trim().max(1000).optional(),
});
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>;

/** PATCH booking/approved and POST booking/finished: the booking. */
export const BookingIdBodySchema = z.strictObject({ bookingId: id('booking id') });
export type BookingIdBody = z.infer<typeof BookingIdBodySchema>;

/** PUT booking/delete/{id}: an optional reason, shown in the history. */
export const DeleteBookingBodySchema = z
  .strictObject({ note: z.string().trim().max(1000).optional() })
  .optional();
export type DeleteBookingBody = z.infer<typeof DeleteBookingBodySchema>;

/** POST booking/reschedule: the booking and the start of a free slot of its type. */
export const RescheduleBookingBodySchema = z.strictObject({
  bookingId: id('booking id'),
  startsAt: instant,
  note: z.string().trim().max(1000).optional(),
});
export type RescheduleBookingBody = z.input<typeof RescheduleBookingBodySchema>;

export const createBookingType = {
  body: BookingTypeBodySchema,
  response: BookingTypeSchema,
} satisfies EndpointSchemas;

export const editBookingType = {
  params: IdParamsSchema,
  body: BookingTypeBodySchema,
  response: BookingTypeSchema,
} satisfies EndpointSchemas;

export const getBookingTypes = {
  query: BookingTypeListQuerySchema,
  response: z.array(BookingTypeSchema),
} satisfies EndpointSchemas;

export const getBookingType = {
  params: IdParamsSchema,
  response: BookingTypeSchema,
} satisfies EndpointSchemas;

export const deleteBookingType = {
  params: IdParamsSchema,
  response: z.object({ _id: z.string() }),
} satisfies EndpointSchemas;

export const getBookingDoctors = {
  query: ListQuerySchema,
  response: z.array(BookingDoctorSchema),
} satisfies EndpointSchemas;

export const getFreeSlots = {
  query: FreeSlotsQuerySchema,
  response: z.array(FreeSlotSchema),
} satisfies EndpointSchemas;

export const createBooking = {
  body: CreateBookingBodySchema,
  response: BookingSchema,
} satisfies EndpointSchemas;

export const approveBooking = {
  body: BookingIdBodySchema,
  response: BookingSchema,
} satisfies EndpointSchemas;

export const finishBooking = {
  body: BookingIdBodySchema,
  response: BookingSchema,
} satisfies EndpointSchemas;

export const deleteBooking = {
  params: IdParamsSchema,
  body: DeleteBookingBodySchema,
  response: BookingSchema,
} satisfies EndpointSchemas;

export const rescheduleBooking = {
  body: RescheduleBookingBodySchema,
  response: BookingSchema,
} satisfies EndpointSchemas;

export const getBookings = {
  query: BookingListQuerySchema,
  response: z.array(BookingSchema),
} satisfies EndpointSchemas;

export const getBooking = {
  params: IdParamsSchema,
  response: BookingDetailSchema,
} satisfies EndpointSchemas;
