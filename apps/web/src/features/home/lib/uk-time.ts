// Event dates and times as the UK sees them (SPEC §1: a UK audience). Events carry instants and
// their zone (Europe/London); a reader abroad still sees UK times, labelled as such.
import { clockTime, home, isoDay, shortDayDate, shortMonthName, wallClock } from '@portal/contract';

/** The label after every event time. */
export const UK_TIME_LABEL = 'UK time';

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export const dayIn = (instant: Date | string, timeZone: string = home.EVENT_TIME_ZONE) =>
  isoDay(wallClock(instant, timeZone));

const time = (iso: string, timeZone: string) => clockTime(wallClock(iso, timeZone));

/** 'Thu 12 Mar 2026' in the event's zone. */
export const eventDate = (iso: string, timeZone: string = home.EVENT_TIME_ZONE) =>
  shortDayDate(wallClock(iso, timeZone));

/** Day of the month and short month, for a date badge: { day: '12', month: 'Mar' }. */
export function eventDayBadge(iso: string, timeZone: string = home.EVENT_TIME_ZONE) {
  const clock = wallClock(iso, timeZone);
  return { day: String(clock.day), month: shortMonthName(clock) };
}

/**
 * When an event runs, in its zone: '18:30–19:30 UK time' on one day, or
 * 'Thu 12 Mar 2026 22:00 – Fri 13 Mar 2026 01:00 UK time' across midnight.
 */
export function eventTimes(event: { startsAt: string; endsAt: string; timeZone: string }) {
  const zone = event.timeZone;
  if (dayIn(event.startsAt, zone) === dayIn(event.endsAt, zone)) {
    return `${time(event.startsAt, zone)}–${time(event.endsAt, zone)} ${UK_TIME_LABEL}`;
  }
  return `${eventDate(event.startsAt, zone)} ${time(event.startsAt, zone)} – ${eventDate(
    event.endsAt,
    zone,
  )} ${time(event.endsAt, zone)} ${UK_TIME_LABEL}`;
}

/** 'Thu 12 Mar 2026, 18:30–19:30 UK time' (the date once when the event keeps to one day). */
export function eventWhen(event: { startsAt: string; endsAt: string; timeZone: string }) {
  const zone = event.timeZone;
  return dayIn(event.startsAt, zone) === dayIn(event.endsAt, zone)
    ? `${eventDate(event.startsAt, zone)}, ${eventTimes(event)}`
    : eventTimes(event);
}
