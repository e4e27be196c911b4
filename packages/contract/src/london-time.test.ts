import { describe, expect, it, vi } from 'vitest';
import {
  londonInstant,
  londonLocalInput,
  clockTime,
  isoDay,
  londonClock,
  londonDay,
  londonToday,
  longDate,
  longDateTime,
  longDayDate,
  longDayDateTime,
  longDayMonth,
  longMonth,
  numericDate,
  shortDate,
  shortDateTime,
  shortDayDate,
  shortDayMonth,
  shortMonth,
} from './london-time';
import { wallClock } from './time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * What Intl (full ICU in Node) writes for the same instant, the reference these agree with: the
 * wall clock is the library's (time-zone.ts), the names are ours.
 */
function intl(ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = timeZone + JSON.stringify(options);
  if (!formats.has(key))
    formats.set(key, new Intl.DateTimeFormat('en-GB', { timeZone, ...options }));
  return formats.get(key)!.format(ms).replace(/,/g, '');
}

const HOUR = 3_600_000;

/**
 * Every hour of 2025 to 2027 (six clock changes), and an instant a week from 1996 to 2099.
 */
const instants = [
  ...Array.from({ length: 3 * 366 * 24 }, (_, i) => Date.UTC(2025, 0, 1) + i * HOUR),
  ...Array.from({ length: 104 * 52 }, (_, i) => Date.UTC(1996, 0, 1, 0, 17) + i * 7 * 24 * HOUR),
];

describe('wall clock', () => {
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
        longDate(c),
        longDayMonth(c),
        numericDate(c),
        shortMonth(c),
      ];
      const theirs = [
        new Date(Date.UTC(c.year, c.month - 1, c.day)).toISOString().slice(0, 10),
        intl(ms, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        intl(ms, zone, { day: 'numeric', month: 'short', year: 'numeric' }),
        intl(ms, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
        intl(ms, zone, { weekday: 'short', day: 'numeric', month: 'short' }),
        intl(ms, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        intl(ms, zone, { month: 'long', year: 'numeric' }),
        intl(ms, zone, { day: 'numeric', month: 'long', year: 'numeric' }),
        intl(ms, zone, { weekday: 'long', day: 'numeric', month: 'long' }),
        intl(ms, zone, { day: '2-digit', month: '2-digit', year: 'numeric' }),
        intl(ms, zone, { month: 'short', year: 'numeric' }),
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

  it('reads any other zone too', () => {
    const c = wallClock('2026-07-01T03:30:00.000Z', 'America/New_York');
    expect(c).toEqual({ year: 2026, month: 6, day: 30, hour: 23, minute: 30, weekday: 2 });
    expect(shortDayDate(c)).toBe('Tue 30 Jun 2026');
  });
});

// The page is written on the server (UTC on CI) and again in the reader's browser: the same
// instant must read the same in both, whatever zone the process runs in. `npm test` runs this
// file in the machine's zone (TZ=UTC and TZ=America/New_York were tried too), and the last test
// changes the zone as it runs.
describe('London time, whatever the zone of the machine', () => {
  it('puts an instant near midnight on London’s day', () => {
    // 23:30 UTC in summer is 00:30 the next day in London; in winter it is the same day.
    expect(londonDay('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(shortDateTime(londonClock('2026-06-30T23:30:00.000Z'))).toBe('1 Jul 2026, 00:30');
    expect(londonDay('2026-12-31T23:30:00.000Z')).toBe('2026-12-31');
    expect(londonToday(new Date('2026-06-30T23:15:00.000Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-06-30T23:15:00.000Z'), -1)).toBe('2026-06-30');
    // Calendar days, not 24 hours: 00:30 on the day the clocks go back, and the day after.
    expect(londonToday(new Date('2026-10-24T23:30:00.000Z'), 1)).toBe('2026-10-26');
  });

  it('follows the clocks across the changes to and from summer time', () => {
    // 29 March 2026: 00:59 UTC is 00:59 GMT, 01:00 UTC is 02:00 BST.
    expect(clockTime(londonClock('2026-03-29T00:59:00.000Z'))).toBe('00:59');
    expect(clockTime(londonClock('2026-03-29T01:00:00.000Z'))).toBe('02:00');
    // 25 October 2026: 00:30 UTC is 01:30 BST, 01:30 UTC is 01:30 GMT again.
    expect(longDateTime(londonClock('2026-10-25T00:30:00.000Z'))).toBe('25 October 2026, 01:30');
    expect(longDateTime(londonClock('2026-10-25T01:30:00.000Z'))).toBe('25 October 2026, 01:30');
    expect(londonDay('2026-10-24T23:30:00.000Z')).toBe('2026-10-25');
  });

  it('writes a date and a time as SPEC and decision 61 do: the date, a comma, the time', () => {
    const c = londonClock('2026-11-25T20:39:00.000Z');
    expect(shortDateTime(c)).toBe('25 Nov 2026, 20:39');
    expect(longDateTime(c)).toBe('25 November 2026, 20:39');
    expect(longDayDateTime(c)).toBe('Wednesday 25 November 2026, 20:39');
  });

  it('reads a calendar day as that day, not as an instant', () => {
    expect(longDayDate(londonClock('2026-03-12'))).toBe('Thursday 12 March 2026');
    expect(numericDate(londonClock('2026-07-01'))).toBe('01/07/2026');
    expect(shortMonth(londonClock('2020-09-01'))).toBe('Sept 2020');
  });

  it('does not depend on the process’s own zone', () => {
    const instant = new Date('2026-06-30T23:30:00.000Z');
    const seen: string[] = [];
    try {
      // Node reads TZ again when it changes: Date's local getters move, London's must not.
      for (const zone of ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Europe/London']) {
        vi.stubEnv('TZ', zone);
        seen.push(`${instant.getDate()} ${longDayDateTime(londonClock(instant))}`);
      }
    } finally {
      vi.unstubAllEnvs();
    }
    expect(seen).toEqual([
      '30 Wednesday 1 July 2026, 00:30',
      '30 Wednesday 1 July 2026, 00:30',
      '1 Wednesday 1 July 2026, 00:30',
      '1 Wednesday 1 July 2026, 00:30',
    ]);
  });
});

describe('London wall-clock times from a form', () => {
  it('reads winter and summer times, and both sides of each clock change', () => {
    expect(londonInstant('2026-01-15T19:30')?.toISOString()).toBe('2026-01-15T19:30:00.000Z');
    expect(londonInstant('2026-07-15T19:30')?.toISOString()).toBe('2026-07-15T18:30:00.000Z');
    // 29 March 2026: 00:59 is GMT, 02:00 is BST; 01:30 does not exist and reads as GMT.
    expect(londonInstant('2026-03-29T00:59')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(londonInstant('2026-03-29T02:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(londonInstant('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 01:30 happens twice; the first (BST) is taken.
    expect(londonInstant('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(londonInstant('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(londonInstant('2026-02-30T10:00')).toBeNull();
    expect(londonInstant('2026-01-01T24:00')).toBeNull();
    expect(londonInstant('tomorrow')).toBeNull();
  });

  it('writes an instant back as the field reads it', () => {
    expect(londonLocalInput('2026-07-15T18:30:00.000Z')).toBe('2026-07-15T19:30');
    expect(londonLocalInput(londonInstant('2026-10-25T01:30')!)).toBe('2026-10-25T01:30');
  });
});
