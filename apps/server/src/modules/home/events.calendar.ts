import { DateTime } from 'luxon';
import { timeZone } from '../../infra/time-zones';

// UK calendar days as instants, and events grouped by the days they cover. Luxon does the time
// zone work, so the days are right across the clock changes (23- and 25-hour days).

/** The instant a local calendar day (`YYYY-MM-DD`) starts in `zone`. */
export function dayStart(date: string, zone: string): Date {
  return DateTime.fromISO(date, { zone: timeZone(zone) })
    .startOf('day')
    .toJSDate();
}

/** The instant the local day after `date` starts: the exclusive end of `date`. */
export function dayEnd(date: string, zone: string): Date {
  return DateTime.fromISO(date, { zone: timeZone(zone) })
    .startOf('day')
    .plus({ days: 1 })
    .toJSDate();
}

/** The month (`YYYY-MM`) that `instant` falls in, in `zone`. */
export function monthOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone(zone) }).toFormat('yyyy-MM');
}

/** [start, end) of a month (`YYYY-MM`) in `zone`. */
export function monthRange(month: string, zone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(`${month}-01`, { zone: timeZone(zone) }).startOf('month');
  return { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() };
}

interface Timed {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The days of `month` that have events, each with the events that overlap it, in start order.
 * An event across midnight is on each of its days; one ending exactly at midnight is not on the
 * next; an event with no length is on the day it starts.
 */
export function groupByDay<E extends Timed>(
  events: readonly E[],
  month: string,
  zone: string,
): { date: string; events: E[] }[] {
  const days = new Map<string, E[]>();
  const first = DateTime.fromISO(`${month}-01`, { zone: timeZone(zone) }).startOf('month');
  const last = first.endOf('month');
  for (const e of events) {
    const start = DateTime.fromJSDate(e.startsAt, { zone: timeZone(zone) });
    const end = DateTime.fromJSDate(e.endsAt, { zone: timeZone(zone) });
    for (
      let day = DateTime.max(start.startOf('day'), first);
      day <= last && (day < end || day.hasSame(start, 'day'));
      day = day.plus({ days: 1 })
    ) {
      const key = day.toISODate()!;
      const list = days.get(key) ?? [];
      list.push(e);
      days.set(key, list);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      events: list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    }));
}
