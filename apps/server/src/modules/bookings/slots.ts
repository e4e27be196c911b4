import {
  addDays,
  bookings as contract,
  dayStart,
  isoDay,
  timeToMinutes,
  wallClock,
  weekdayOf,
  zonedInstant,
  zoneOffset,
} from '@portal/contract';

// Availability is Europe/London wall-clock time; bookings are instants. Slots are computed in the
// zone with the contract's time zones (the library's offsets, decision 149), so a 9:00 slot is
// 08:00Z in summer and 09:00Z in winter, and the two clock-change Sundays come out right: a wall
// time that does not exist (01:00-02:00 on the last Sunday of March) is skipped, one that happens
// twice (01:00-02:00 on the last Sunday of October) is offered once, at its second occurrence
// (GMT, as PostgreSQL reads such a wall time).

const ZONE = contract.BOOKING_TIME_ZONE;

/** One availability slot as the rules read it: weekday 0 (Monday) .. 6, minutes after midnight. */
export interface WeeklySlot {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A time range of instants, [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

export const weekdayIndex = (day: string) => contract.WEEKDAYS.indexOf(day as contract.Weekday);

/** 'H:mm' of minutes after midnight. */
export const minutesToTime = (m: number) =>
  `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

/** Availability slots of a form as the table stores them. */
export function toWeeklySlots(availability: { day: string; starttime: string; endtime: string }[]) {
  return availability.map((s) => ({
    weekday: weekdayIndex(s.day),
    starttime: s.starttime,
    endtime: s.endtime,
    startMinute: timeToMinutes(s.starttime),
    endMinute: timeToMinutes(s.endtime),
  }));
}

/** The Europe/London date and 'H:mm' times an instant range shows as. */
export function londonSlot(start: Date, end: Date) {
  const s = wallClock(start, ZONE);
  const e = wallClock(end, ZONE);
  return {
    date: isoDay(s),
    starttime: `${s.hour}:${String(s.minute).padStart(2, '0')}`,
    endtime: `${e.hour}:${String(e.minute).padStart(2, '0')}`,
  };
}

/** The instant a London date and minute-of-day stand for, or null when that wall time does not exist. */
export function londonInstant(date: string, minute: number): Date | null {
  const wall = zonedInstant(date, minute, ZONE, 'later');
  return wall.exists ? wall.at : null;
}

/** The first instant of a London date, and of the day after `to`: the range a lookup covers. */
export function londonDayRange(from: string, to: string): Range {
  return { start: dayStart(from, ZONE), end: dayStart(addDays(to, 1), ZONE) };
}

/** Days between two ISO dates, inclusive of both. */
export const daysInclusive = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** An offered slot: its instants, and its London date and times as the slot list shows them. */
export interface OfferedSlot extends Range {
  date: string;
  starttime: string;
  endtime: string;
}

/**
 * Every slot the availability offers between two London dates (inclusive), `duration` minutes
 * each, back to back from each availability slot's start; in order.
 *
 * A day without a clock change has one offset all day, so its wall minute `m` is its midnight
 * plus `m` minutes and shows as `m`: no zone reading per slot (the slot list was the busiest
 * caller under load, issue 32). Both clock-change Sundays are read slot by slot.
 */
export function offeredSlots(
  weekly: readonly WeeklySlot[],
  durationMinutes: number,
  from: string,
  to: string,
): OfferedSlot[] {
  const out: OfferedSlot[] = [];
  const sorted = [...weekly].sort((a, b) => a.startMinute - b.startMinute);
  const length = durationMinutes * 60_000;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    // Monday 0, as the availability counts.
    const weekday = (weekdayOf(date) + 6) % 7;
    const midnight = dayStart(date, ZONE).getTime();
    const nextMidnight = dayStart(addDays(date, 1), ZONE).getTime();
    // (Midnight itself exists in Europe/London, whose clocks change at 01:00 UTC; checked anyway.)
    const shown = wallClock(midnight, ZONE);
    const oneOffset =
      shown.hour === 0 &&
      shown.minute === 0 &&
      zoneOffset(ZONE, midnight) === zoneOffset(ZONE, nextMidnight - 1);
    const seen = new Set<number>();
    for (const slot of sorted) {
      if (slot.weekday !== weekday) continue;
      for (let m = slot.startMinute; m + durationMinutes <= slot.endMinute; m += durationMinutes) {
        const start = oneOffset ? new Date(midnight + m * 60_000) : londonInstant(date, m);
        if (!start || seen.has(start.getTime())) continue;
        seen.add(start.getTime());
        const end = new Date(start.getTime() + length);
        // A slot ending at midnight shows its end as 0:00, as the wall clock reads it.
        const times =
          oneOffset && end.getTime() < nextMidnight
            ? { date, starttime: minutesToTime(m), endtime: minutesToTime(m + durationMinutes) }
            : londonSlot(start, end);
        out.push({ start, end, ...times });
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** True when two ranges overlap (each starts before the other ends). */
export const overlaps = (a: Range, b: Range) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Offered slots less those that overlap a held range or start before `now`. */
export function freeSlots<T extends Range>(
  offered: readonly T[],
  held: readonly Range[],
  now: Date,
): T[] {
  const sortedHeld = [...held].sort((a, b) => a.start.getTime() - b.start.getTime());
  return offered.filter(
    (slot) => slot.start.getTime() > now.getTime() && !sortedHeld.some((h) => overlaps(slot, h)),
  );
}

/** The London date of an instant. */
export const londonDate = (at: Date) => isoDay(wallClock(at, ZONE));

/** The London date `days` after today's. */
export const londonDatePlus = (at: Date, days: number) => addDays(londonDate(at), days);
