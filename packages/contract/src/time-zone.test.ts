import { TZDate } from '@date-fns/tz';
import { tzOffset } from '@date-fns/tz/tzOffset';
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, wallClock, weekdayOf, zonedInstant, zoneOffset } from './time-zone';

const QUARTER = 15 * 60_000;
/** London; a zone west of UTC; one whose summer time is half an hour; one at a quarter hour. */
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const quarters = (from: number, to: number) =>
  Array.from({ length: (to - from) / QUARTER }, (_, i) => from + i * QUARTER);
/** Every quarter hour of 2025–2027 (six clock changes) in London, of 2026 elsewhere. */
const span = (zone: string) =>
  zone === 'Europe/London'
    ? quarters(Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1))
    : quarters(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
/**
 * A test that walks every quarter hour of a span: London's 105,000 take about 2 s on an idle
 * machine and over 5 s (vitest's default limit) on CI's 2 cores beside the other projects.
 */
const WALK_MS = 30_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock Node's ICU shows, the reference for ours. */
function icuClock(ms: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' } as const;
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      ...fields,
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

describe('zoneOffset', () => {
  it.each(ZONES)(
    'is the library’s offset at the start and end of every quarter hour in %s',
    (zone) => {
      let misses = 0;
      for (const ms of span(zone)) {
        for (const at of [ms, ms + QUARTER - 1]) {
          if (zoneOffset(zone, at) !== tzOffset(zone, new Date(at))) misses++;
        }
      }
      expect(misses).toBe(0);
    },
    WALK_MS,
  );

  it('changes UK time at 01:00 UTC on the last Sundays of March and October', () => {
    expect(zoneOffset('Europe/London', Date.UTC(2026, 2, 29, 0, 59))).toBe(0);
    expect(zoneOffset('Europe/London', Date.UTC(2026, 2, 29, 1, 0))).toBe(60);
    expect(zoneOffset('Europe/London', Date.UTC(2026, 9, 25, 0, 59))).toBe(60);
    expect(zoneOffset('Europe/London', Date.UTC(2026, 9, 25, 1, 0))).toBe(0);
  });

  it('is 0 in UTC, and NaN for a zone the runtime does not know', () => {
    expect(zoneOffset('UTC', Date.UTC(2026, 6, 1))).toBe(0);
    expect(zoneOffset('Fantasia/Castle', Date.UTC(2026, 6, 1))).toBeNaN();
  });
});

describe('wallClock', () => {
  it.each(ZONES)(
    'shows what Node’s ICU shows at every quarter hour in %s',
    (zone) => {
      const misses: string[] = [];
      for (const ms of span(zone)) {
        const c = wallClock(ms, zone);
        const theirs = icuClock(ms, zone);
        if ([c.year, c.month, c.day, c.hour, c.minute].join() !== theirs.join())
          misses.push(new Date(ms).toISOString());
        if (c.weekday !== new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay())
          misses.push(`weekday ${new Date(ms).toISOString()}`);
      }
      expect(misses.slice(0, 3)).toEqual([]);
    },
    WALK_MS,
  );
});

describe('zonedInstant', () => {
  const wallOf = (ms: number, zone: string) => {
    const c = wallClock(ms, zone);
    const day = `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
    return [day, c.hour * 60 + c.minute] as const;
  };

  it.each(ZONES)(
    'reads back every quarter hour in %s',
    (zone) => {
      const misses: string[] = [];
      for (const ms of span(zone)) {
        const [day, minute] = wallOf(ms, zone);
        const earlier = zonedInstant(day, minute, zone, 'earlier');
        const later = zonedInstant(day, minute, zone, 'later');
        const repeated = earlier.at.getTime() !== later.at.getTime();
        // Each instant is one of the readings of its own wall time, and a wall time shown twice
        // has the earlier and the later of them.
        const ok =
          earlier.exists &&
          later.exists &&
          (ms === earlier.at.getTime() || ms === later.at.getTime()) &&
          (!repeated || wallOf(later.at.getTime(), zone).join() === [day, minute].join());
        if (!ok) misses.push(new Date(ms).toISOString());
        // Where the wall time is shown once, TZDate (the library's own zoned date) agrees.
        if (!repeated) {
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          const tz = new TZDate(y, m - 1, d, 0, minute, zone);
          if (tz.getTime() !== ms) misses.push(`TZDate ${new Date(ms).toISOString()}`);
        }
      }
      expect(misses.slice(0, 3)).toEqual([]);
    },
    WALK_MS,
  );

  it('takes the first or the second 01:30 of 25 October 2026 in London, as asked', () => {
    expect(zonedInstant('2026-10-25', 90, 'Europe/London').at.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant('2026-10-25', 90, 'Europe/London', 'later').at.toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('reads a time the clocks skip with the offset before, and says it is not shown', () => {
    // 29 March 2026, 01:30 in London; 8 March 2026, 02:30 in New York.
    expect(zonedInstant('2026-03-29', 90, 'Europe/London')).toEqual({
      at: new Date('2026-03-29T01:30:00.000Z'),
      exists: false,
    });
    expect(zonedInstant('2026-03-08', 150, 'America/New_York')).toEqual({
      at: new Date('2026-03-08T07:30:00.000Z'),
      exists: false,
    });
    // As TZDate reads it.
    expect(new TZDate(2026, 2, 29, 1, 30, 'Europe/London').getTime()).toBe(
      Date.UTC(2026, 2, 29, 1, 30),
    );
  });

  it('starts a day at its midnight, right across the clock changes', () => {
    expect(dayStart('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(dayStart('2026-10-26', 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(dayStart('2026-12-01', 'America/New_York').toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('gives a day’s weekday, Sunday 0', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-07-01')).toBe(3);
  });
});
