// Booking types: a doctor's offers, their weekly availability and the free slots they leave; and
// a person on a booking, as both these and bookings show them.
import { z } from 'zod';
import { ListQuerySchema } from '../envelope';
import {
  BOOKING_DURATIONS,
  BOOKING_MAX_PRICE_PENCE,
  BOOKING_MIN_PAID_PRICE_MESSAGE,
  BOOKING_MIN_PAID_PRICE_PENCE,
} from '../endpoints/bookings';
import { availabilitySchema, requiredString, timeToMinutes } from '../validation';

const id = (what: string) => z.uuid({ error: `Invalid ${what}` });
const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD' });

/** A person on a booking: enough to name them and open their direct chat. */
export const BookingPartySchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BookingParty = z.infer<typeof BookingPartySchema>;

/** One availability slot as stored: a weekday and 'H:mm' start and end (SPEC §3 Appointment). */
export const AvailabilitySlotSchema = z.object({
  day: z.string(),
  starttime: z.string(),
  endtime: z.string(),
});

/**
 * A weekly availability as a form sends it: slots per weekday from the 24 hour options, each
 * ending after it starts, no two on one day overlapping (SPEC §5 message).
 */
export const AvailabilityInputSchema = availabilitySchema.superRefine((slots, ctx) => {
  slots.forEach((slot, i) => {
    if (timeToMinutes(slot.endtime) <= timeToMinutes(slot.starttime)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'endtime'],
        message: 'The end time must be after the start time',
      });
    }
  });
});

/** A doctor's offer: name, price in integer pence, duration, weekly availability. */
export const BookingTypeSchema = z.object({
  _id: z.string(),
  doctor: BookingPartySchema,
  name: z.string(),
  description: z.string(),
  pricePence: z.number().int().nonnegative(),
  durationMinutes: z.number().int().positive(),
  availability: z.array(AvailabilitySlotSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingType = z.infer<typeof BookingTypeSchema>;

/** Body of POST bookingType/create and PUT bookingType/edit/{id}. */
export const BookingTypeBodySchema = z.strictObject({
  name: requiredString({ max: 100 }),
  description: z.string().trim().max(1000).default(''),
  pricePence: z
    .number({ error: 'Give the price in pence' })
    .int('Give the price in whole pence')
    .min(0, 'The price cannot be negative')
    .max(BOOKING_MAX_PRICE_PENCE, 'The price is too high')
    .refine((p) => p === 0 || p >= BOOKING_MIN_PAID_PRICE_PENCE, {
      error: BOOKING_MIN_PAID_PRICE_MESSAGE,
    }),
  durationMinutes: z
    .union(
      BOOKING_DURATIONS.map((d) => z.literal(d)),
      { error: `Choose a duration of ${BOOKING_DURATIONS.join(', ')} minutes` },
    )
    .default(30),
  availability: AvailabilityInputSchema,
});
export type BookingTypeBody = z.input<typeof BookingTypeBodySchema>;

/** GET bookingType/get: the caller's own types, or a doctor's (`doctorId`). */
export const BookingTypeListQuerySchema = ListQuerySchema.extend({
  doctorId: id('doctor id').optional(),
});
export type BookingTypeListQuery = z.infer<typeof BookingTypeListQuerySchema>;

/** A doctor taking bookings, with the types a patient can book. */
export const BookingDoctorSchema = BookingPartySchema.extend({
  bookingTypes: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      pricePence: z.number().int().nonnegative(),
      durationMinutes: z.number().int().positive(),
    }),
  ),
});
export type BookingDoctor = z.infer<typeof BookingDoctorSchema>;

/** GET booking/slots: a booking type and Europe/London dates, inclusive. */
export const FreeSlotsQuerySchema = z.object({
  bookingTypeId: id('booking type id'),
  from: isoDate,
  to: isoDate,
});
export type FreeSlotsQuery = z.infer<typeof FreeSlotsQuerySchema>;

/** A free slot: instants, and the Europe/London date and times it shows as. */
export const FreeSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  starttime: z.string(),
  endtime: z.string(),
});
export type FreeSlot = z.infer<typeof FreeSlotSchema>;
