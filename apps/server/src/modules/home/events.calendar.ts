import { addDays, dayStart as zonedDayStart, isoDay, wallClock } from '@portal/contract';

// UK calendar days as instants, and events grouped by the days they cover. The contract's time
// zones (the library's offsets, decision 149) make the days right across the clock changes (23-
// and 25-hour days).

/** The instant a local calendar day (`YYYY-MM-DD`) starts in `zone`. */
export const dayStart = (date: string, zone: string): Date => zonedDayStart(date, zone);

/** The instant the local day after `date` starts: the exclusive end of `date`. */
export const dayEnd = (date: string, zone: string): Date => zonedDayStart(addDays(date, 1), zone);

/** The month (`YYYY-MM`) that `instant` falls in, in `zone`. */
export const monthOf = (instant: Date, zone: string): string =>
  isoDay(wallClock(instant, zone)).slice(0, 7);

/** The first day (`YYYY-MM-01`) of the month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** [start, end) of a month (`YYYY-MM`) in `zone`. */
export function monthRange(month: string, zone: string): { from: Date; to: Date } {
  return { from: zonedDayStart(`${month}-01`, zone), to: zonedDayStart(nextMonth(month), zone) };
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
  const first = `${month}-01`;
  for (const e of events) {
    const startDay = isoDay(wallClock(e.startsAt, zone));
    for (
      let day = startDay > first ? startDay : first;
      day.startsWith(month) && (dayStart(day, zone) < e.endsAt || day === startDay);
      day = addDays(day, 1)
    ) {
      const list = days.get(day) ?? [];
      list.push(e);
      days.set(day, list);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      events: list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    }));
}
