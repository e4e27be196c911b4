// A month view's arithmetic on calendar days (YYYY-MM-DD) and months (YYYY-MM): plain dates with
// no time of day, computed in UTC so no zone or daylight-saving change can shift a day.
import { longDayDate, longMonth, shortDayMonth, wallClock } from '@portal/contract';

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/** The month (YYYY-MM) of a day. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** A day `n` days after (or before) `day`. */
export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
}

/** A month `n` months after (or before) `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + n, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The same day of the month `n` months on, kept inside that month (31 Jan + 1 -> 28 Feb). */
export function addMonthsToDay(day: string, n: number): string {
  const month = addMonths(monthOfDay(day), n);
  const last = daysIn(month);
  return `${month}-${pad(Math.min(Number(day.slice(8, 10)), last))}`;
}

function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

/** Monday = 0 … Sunday = 6 (SPEC §9: weeks run Monday to Sunday). */
const weekdayIndex = (day: string) => (parseDay(day).getUTCDay() + 6) % 7;

/** The first and last day of the week (Monday to Sunday) holding `day`. */
export const weekStart = (day: string) => addDays(day, -weekdayIndex(day));
export const weekEnd = (day: string) => addDays(day, 6 - weekdayIndex(day));

/**
 * The weeks of a month view, Monday first: each week seven cells, a day of the month or null
 * for the days of the months around it.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let d = 1; d <= daysIn(month); d += 1) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** 'March 2026'. */
export const monthLabel = (month: string) => longMonth(wallClock(parseDay(`${month}-01`), 'UTC'));
/** 'Thursday 12 March 2026'. */
export const dayLabel = (day: string) => longDayDate(wallClock(parseDay(day), 'UTC'));
/** 'Thu 12 Mar'. */
export const shortDayLabel = (day: string) => shortDayMonth(wallClock(parseDay(day), 'UTC'));
