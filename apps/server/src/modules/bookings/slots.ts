import { DateTime } from 'luxon';
import { bookings as contract, timeToMinutes } from '@portal/contract';
import { timeZone } from '../../infra/time-zones';

// Availability is Europe/London wall-clock time; bookings are instants. Slots are computed with
// luxon in the zone, so a 9:00 slot is 08:00Z in summer and 09:00Z in winter, and the two
// clock-change Sundays come out right: a wall time that does not exist (01:00-02:00 on the last
// Sunday of March) is skipped, one that happens twice (01:00-02:00 on the last Sunday of
// October) is offered once, at its second occurrence (GMT: luxon's reading of the wall time).

// One zone object that remembers its offsets (infra/time-zones.ts): slots ask for many.
const ZONE = timeZone(contract.BOOKING_TIME_ZONE);

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
  const s = DateTime.fromJSDate(start, { zone: ZONE });
  const e = DateTime.fromJSDate(end, { zone: ZONE });
  return {
    date: s.toISODate() ?? '',
    starttime: `${s.hour}:${String(s.minute).padStart(2, '0')}`,
    endtime: `${e.hour}:${String(e.minute).padStart(2, '0')}`,
  };
}

/** The instant a London date and minute-of-day stand for, or null when that wall time does not exist. */
export function londonInstant(date: DateTime, minute: number): Date | null {
  const hour = Math.floor(minute / 60);
  const min = minute % 60;
  const dt = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour, minute: min },
    { zone: ZONE },
  );
  // luxon moves a wall time inside the spring gap forward; such a time is not offered.
  if (!dt.isValid || dt.hour !== hour || dt.minute !== min) return null;
  return dt.toJSDate();
}

/** The first instant of a London date, and of the day after `to`: the range a lookup covers. */
export function londonDayRange(from: string, to: string): Range {
  const start = DateTime.fromISO(from, { zone: ZONE }).startOf('day');
  const end = DateTime.fromISO(to, { zone: ZONE }).plus({ days: 1 }).startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** Days between two ISO dates, inclusive of both. */
export function daysInclusive(from: string, to: string): number {
  return (
    Math.round(
      DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days')
        .days,
    ) + 1
  );
}

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
 * plus `m` minutes and shows as `m`: no luxon object per slot (the slot list was luxon's busiest
 * caller under load, issue 32). Both clock-change Sundays go through luxon, slot by slot.
 */
export function offeredSlots(
  weekly: readonly WeeklySlot[],
  durationMinutes: number,
  from: string,
  to: string,
): OfferedSlot[] {
  const out: OfferedSlot[] = [];
  const last = DateTime.fromISO(to, { zone: ZONE });
  const sorted = [...weekly].sort((a, b) => a.startMinute - b.startMinute);
  const length = durationMinutes * 60_000;
  for (let day = DateTime.fromISO(from, { zone: ZONE }); day <= last; day = day.plus({ days: 1 })) {
    const weekday = day.weekday - 1;
    const midnight = day.toMillis();
    const nextMidnight = day.plus({ days: 1 }).toMillis();
    // (Midnight itself exists in Europe/London, whose clocks change at 01:00 UTC; checked anyway.)
    const oneOffset =
      day.hour === 0 && day.minute === 0 && ZONE.offset(midnight) === ZONE.offset(nextMidnight - 1);
    const date = day.toISODate() ?? '';
    const seen = new Set<number>();
    for (const slot of sorted) {
      if (slot.weekday !== weekday) continue;
      for (let m = slot.startMinute; m + durationMinutes <= slot.endMinute; m += durationMinutes) {
        const start = oneOffset ? new Date(midnight + m * 60_000) : londonInstant(day, m);
        if (!start || seen.has(start.getTime())) continue;
        seen.add(start.getTime());
        const end = new Date(start.getTime() + length);
        // A slot ending at midnight shows its end as 0:00, as luxon reads it.
        const shown =
          oneOffset && end.getTime() < nextMidnight
            ? { date, starttime: minutesToTime(m), endtime: minutesToTime(m + durationMinutes) }
            : londonSlot(start, end);
        out.push({ start, end, ...shown });
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
export const londonDate = (at: Date) => DateTime.fromJSDate(at, { zone: ZONE }).toISODate() ?? '';

/** The London date `days` after today's. */
export const londonDatePlus = (at: Date, days: number) =>
  DateTime.fromJSDate(at, { zone: ZONE }).plus({ days }).toISODate() ?? '';
