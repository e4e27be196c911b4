// Availability: weekly slots of 'H:mm' times that do not overlap on a day.
import { z } from 'zod';
import { WEEKDAYS } from './constants';
import { messages } from './validation-rules';

// 'H:mm' or 'HH:mm', 0:00 to 23:59.
const TIME_PATTERN = /^(?:[01]?\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an 'H:mm' time, or NaN when it is not one. */
export function timeToMinutes(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN;
  const [hours = '', minutes = ''] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** A time range; `day` is optional so plain ranges can be compared too. */
export interface SlotLike {
  day?: string;
  starttime: string;
  endtime: string;
}

/**
 * True when two slots overlap: each starts before the other ends (SPEC §5). Touching slots
 * (9:00-12:00 and 12:00-17:00) do not overlap. Slots on different days never overlap; slots
 * without a day are compared by time only. Unparseable times never overlap (the schema rejects them).
 */
export function slotsOverlap(a: SlotLike, b: SlotLike): boolean {
  if (a.day !== undefined && b.day !== undefined && a.day !== b.day) return false;
  return (
    timeToMinutes(a.starttime) < timeToMinutes(b.endtime) &&
    timeToMinutes(b.starttime) < timeToMinutes(a.endtime)
  );
}

// A malformed time cannot come from the time pickers, so it is reported like a missing value.
const timeField = () =>
  z.string({ error: messages.required }).regex(TIME_PATTERN, { error: messages.required });

/** One availability slot: a weekday and 'H:mm' start and end times. */
export const availabilitySlotSchema = z.object({
  day: z.enum(WEEKDAYS, { error: messages.required }),
  starttime: timeField(),
  endtime: timeField(),
});
/** One availability slot. */
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/**
 * A doctor's weekly availability. Fails once, on the array itself, with the SPEC availability
 * message when any two slots on the same day overlap — the message is about the schedule as a whole.
 */
export const availabilitySchema = z.array(availabilitySlotSchema).superRefine((slots, ctx) => {
  const overlapping = slots.some((a, i) => slots.slice(i + 1).some((b) => slotsOverlap(a, b)));
  if (overlapping) ctx.addIssue({ code: 'custom', message: messages.availabilityOverlap });
});
/** A doctor's weekly availability. */
export type Availability = z.infer<typeof availabilitySchema>;
