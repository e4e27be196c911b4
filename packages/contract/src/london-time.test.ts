import { describe, expect, it } from 'vitest';
import {
  clockTime,
  isoDay,
  longDayDate,
  longMonth,
  shortDate,
  shortDayDate,
  shortDayMonth,
  ukOffsetMinutes,
  wallClock,
} from './wall-clock';

const formats = new Map<string, Intl.DateTimeFormat>();
/** What Intl (full ICU in Node) writes for the same instant, the reference these agree with. */
function intl(ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = timeZone + JSON.stringify(options);
  if (!formats.has(key))
    formats.set(key, new Intl.DateTimeFormat('en-GB', { timeZone, ...options }));
  return formats.get(key)!.format(ms).replace(/,/g, '');
}

const HOUR = 3_600_000;

/**
 * Every hour of 2025 to 2027 (six clock changes), and an instant a week from 1996 (the rule's
 * first year: the UK's last change before it was in 1995) to 2099.
 */
const instants = [
  ...Array.from({ length: 3 * 366 * 24 }, (_, i) => Date.UTC(2025, 0, 1) + i * HOUR),
  ...Array.from({ length: 104 * 52 }, (_, i) => Date.UTC(1996, 0, 1, 0, 17) + i * 7 * 24 * HOUR),
];

describe('wall clock', () => {
  it('changes UK time at 01:00 UTC on the last Sundays of March and October', () => {
    expect(ukOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59))).toBe(0);
    expect(ukOffsetMinutes(Date.UTC(2026, 2, 29, 1, 0))).toBe(60);
    expect(ukOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59))).toBe(60);
    expect(ukOffsetMinutes(Date.UTC(2026, 9, 25, 1, 0))).toBe(0);
  });

  it.each(['Europe/London', 'UTC'])('writes every date as Intl does in %s', (zone) => {
    const misses: string[] = [];
    for (const ms of instants) {
      const c = wallClock(ms, zone);
      const ours = [
        isoDay(c),
        clockTime(c),
        shortDate(c),
        shortDayDate(c),
        shortDayMonth(c),
        longDayDate(c),
        longMonth(c),
      ];
      const theirs = [
        new Date(Date.UTC(c.year, c.month - 1, c.day)).toISOString().slice(0, 10),
        intl(ms, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        intl(ms, zone, { day: 'numeric', month: 'short', year: 'numeric' }),
        intl(ms, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
        intl(ms, zone, { weekday: 'short', day: 'numeric', month: 'short' }),
        intl(ms, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        intl(ms, zone, { month: 'long', year: 'numeric' }),
      ];
      if (ours.join('|') !== theirs.join('|'))
        misses.push(`${new Date(ms).toISOString()}: ${ours}`);
      if (misses.length > 3) break;
    }
    expect(misses).toEqual([]);
    expect(isoDay(wallClock(Date.UTC(2026, 5, 12, 23, 30), zone))).toBe(
      zone === 'UTC' ? '2026-06-12' : '2026-06-13',
    );
  });

  it('asks Intl for any other zone', () => {
    const c = wallClock('2026-07-01T03:30:00.000Z', 'America/New_York');
    expect(c).toEqual({ year: 2026, month: 6, day: 30, hour: 23, minute: 30, weekday: 2 });
    expect(shortDayDate(c)).toBe('Tue 30 Jun 2026');
  });
});
