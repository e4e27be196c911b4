// Time zones for the web app, the server and the schemas (decision 149): every offset is
// @date-fns/tz's `tzOffset`, which reads it from the runtime's ICU, remembered per quarter hour
// because the server asks for many (a booking's slots, a calendar's days). The rest is calendar
// arithmetic on those offsets, so a wall time reads the same on a server in UTC and in a browser
// anywhere (TZDate's own reading of the repeated hour follows the machine's zone).
import { tzOffset } from '@date-fns/tz/tzOffset';

/** An instant's calendar and clock in a zone: month 1–12, weekday 0 (Sunday) to 6. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/** Offsets change on a quarter hour in every zone since 1970 (tzdb). */
const QUARTER_HOUR_MS = 15 * 60_000;
/** About three years of quarter hours a zone: more are forgotten, not wrong. */
const MOST_REMEMBERED = 100_000;
const remembered = new Map<string, Map<number, number>>();

/**
 * Minutes `zone` is ahead of UTC at `ms` (60 in British Summer Time): @date-fns/tz's answer,
 * remembered per quarter hour (each answer formats the instant with Intl, issue 32's 4% of the
 * server's CPU under load when luxon asked). NaN for a zone the runtime does not know.
 */
export function zoneOffset(zone: string, ms: number): number {
  // Calendar days are read in UTC (london-time.ts): no need to wake ICU for them.
  if (zone === 'UTC') return 0;
  let offsets = remembered.get(zone);
  if (!offsets) remembered.set(zone, (offsets = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let minutes = offsets.get(quarter);
  if (minutes === undefined) {
    minutes = tzOffset(zone, new Date(ms));
    if (offsets.size >= MOST_REMEMBERED) offsets.clear();
    offsets.set(quarter, minutes);
  }
  return minutes;
}

/** The fields of a UTC instant as a wall clock. */
function fieldsOf(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

/** The calendar and clock of `instant` in `zone` (an IANA name, or 'UTC'). */
export function wallClock(instant: Date | string | number, zone: string): WallClock {
  const ms = new Date(instant).getTime();
  return fieldsOf(ms + zoneOffset(zone, ms) * 60_000);
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day ('YYYY-MM-DD') `days` later (earlier when negative): no zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const c = fieldsOf(Date.UTC(y, m - 1, d + days));
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The weekday of a calendar day ('YYYY-MM-DD'), 0 (Sunday) to 6. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00.000Z`).getUTCDay();

/** Where a wall time falls: its instant, and whether the zone's clocks show it at all. */
export interface ZonedInstant {
  at: Date;
  /** False in the hour the clocks skip (spring): `at` then reads it with the offset before. */
  exists: boolean;
}

/**
 * The instant that `minute` minutes after midnight of calendar `day` shows in `zone`. In the hour
 * the clocks repeat (autumn) it is the `repeated` one of the two; in the hour they skip (spring)
 * it is read with the offset before the change, an hour later on the clock (Temporal's
 * 'compatible'). Offsets a day either side tell the two readings apart: no zone changes twice
 * within two days.
 */
export function zonedInstant(
  day: string,
  minute: number,
  zone: string,
  repeated: 'earlier' | 'later' = 'earlier',
): ZonedInstant {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minute);
  const before = zoneOffset(zone, asUtc - DAY_MS);
  const after = zoneOffset(zone, asUtc + DAY_MS);
  const early = asUtc - before * 60_000;
  const late = asUtc - after * 60_000;
  const earlyShows = zoneOffset(zone, early) === before;
  const lateShows = zoneOffset(zone, late) === after;
  if (earlyShows && lateShows) {
    const first = Math.min(early, late);
    const second = Math.max(early, late);
    return { at: new Date(repeated === 'earlier' ? first : second), exists: true };
  }
  if (lateShows) return { at: new Date(late), exists: true };
  return { at: new Date(early), exists: earlyShows };
}

/** The instant calendar `day` starts in `zone`. */
export const dayStart = (day: string, zone: string): Date => zonedInstant(day, 0, zone).at;
