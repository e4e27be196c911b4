// Dates and times as a UK reader reads them (SPEC §1: a UK audience), the one place the web app
// and the server write them: in Europe/London whatever the zone of the machine (the server's is
// UTC, a reader's browser may be anywhere), so a page rendered on the server hydrates unchanged.
// Every offset is time-zone.ts's, the library's (decision 149); the names are en-GB's as ICU
// writes them ('Sept'), written here so that a formatter does not need an Intl locale as well.
import { WEEKDAYS } from './constants';
import { addDays, wallClock, zonedInstant, type WallClock } from './time-zone';

/** The users' zone. */
export const LONDON_TIME_ZONE = 'Europe/London';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** en-GB's short month names, as the browser's ICU writes them ('Sept'). */
const SHORT_MONTHS = LONG_MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));
/** Sunday first, as Date's getUTCDay counts. */
const LONG_WEEKDAYS = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];
const SHORT_WEEKDAYS = LONG_WEEKDAYS.map((d) => d.slice(0, 3));

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day written as the API writes one, 'YYYY-MM-DD': a day, not an instant. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar and clock of an instant in London. A calendar day ('2026-03-12', a declaration's
 * date, a workplace's start) is that day wherever it is read, not its UTC midnight.
 */
export function londonClock(value: Date | string | number): WallClock {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    return wallClock(`${value}T00:00:00.000Z`, 'UTC');
  }
  return wallClock(value, LONDON_TIME_ZONE);
}

/** A London wall-clock time as a form's datetime-local field writes it: 'YYYY-MM-DDTHH:mm'. */
export const LONDON_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a London wall-clock time ('2026-10-25T19:30') names, right across the clock
 * changes; null when it is not one. In the hour the clocks repeat (autumn) it is the first of
 * the two; in the hour they skip (spring) it is read as Greenwich time, an hour later on the clock.
 */
export function londonInstant(local: string): Date | null {
  const m = LONDON_LOCAL_PATTERN.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  return zonedInstant(`${m[1]}-${m[2]}-${m[3]}`, hour * 60 + minute, LONDON_TIME_ZONE).at;
}

/** An instant as a London datetime-local field's value, 'YYYY-MM-DDTHH:mm'. */
export const londonLocalInput = (instant: Date | string | number) => {
  const c = wallClock(instant, LONDON_TIME_ZONE);
  return `${isoDay(c)}T${clockTime(c)}`;
};

/** The London calendar day (YYYY-MM-DD) of an instant. */
export const londonDay = (instant: Date | string | number) => isoDay(londonClock(instant));

/** Today in London, as YYYY-MM-DD; `days` later (or earlier, when negative). */
export const londonToday = (now: Date | number = Date.now(), days = 0) =>
  addDays(londonDay(now), days);

/** '2026-03-12'. */
export const isoDay = (c: WallClock) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;
/** '18:30'. */
export const clockTime = (c: WallClock) => `${pad(c.hour)}:${pad(c.minute)}`;
/** '12 Mar 2026'. */
export const shortDate = (c: WallClock) => `${c.day} ${SHORT_MONTHS[c.month - 1]} ${c.year}`;
/** 'Thu 12 Mar 2026'. */
export const shortDayDate = (c: WallClock) => `${SHORT_WEEKDAYS[c.weekday]} ${shortDate(c)}`;
/** 'Thu 12 Mar'. */
export const shortDayMonth = (c: WallClock) =>
  `${SHORT_WEEKDAYS[c.weekday]} ${c.day} ${SHORT_MONTHS[c.month - 1]}`;
/** 'Thursday 12 March 2026'. */
export const longDayDate = (c: WallClock) =>
  `${LONG_WEEKDAYS[c.weekday]} ${c.day} ${LONG_MONTHS[c.month - 1]} ${c.year}`;
/** '12 March 2026'. */
export const longDate = (c: WallClock) => `${c.day} ${LONG_MONTHS[c.month - 1]} ${c.year}`;
/** 'Thursday 12 March'. */
export const longDayMonth = (c: WallClock) =>
  `${LONG_WEEKDAYS[c.weekday]} ${c.day} ${LONG_MONTHS[c.month - 1]}`;
/** '12 Mar 2026, 18:30'. */
export const shortDateTime = (c: WallClock) => `${shortDate(c)}, ${clockTime(c)}`;
/** '12 March 2026, 18:30'. */
export const longDateTime = (c: WallClock) => `${longDate(c)}, ${clockTime(c)}`;
/** 'Thursday 12 March 2026, 18:30'. */
export const longDayDateTime = (c: WallClock) => `${longDayDate(c)}, ${clockTime(c)}`;
/** '12/03/2026'. */
export const numericDate = (c: WallClock) => `${pad(c.day)}/${pad(c.month)}/${c.year}`;
/** 'Mar 2026'. */
export const shortMonth = (c: WallClock) => `${SHORT_MONTHS[c.month - 1]} ${c.year}`;
/** 'March 2026'. */
export const longMonth = (c: WallClock) => `${LONG_MONTHS[c.month - 1]} ${c.year}`;
/** 'Mar'. */
export const shortMonthName = (c: WallClock) => SHORT_MONTHS[c.month - 1]!;
