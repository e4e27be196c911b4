import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@portal/contract';
import { freeSlots, londonInstant, londonSlot, offeredSlots } from './slots';

const iso = (ranges: { start: Date }[]) => ranges.map((r) => r.start.toISOString());

describe('slots in Europe/London', () => {
  it('puts a 9:00 slot at 08:00Z in summer and 09:00Z in winter', () => {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startMinute: 540,
      endMinute: 570,
    }));
    expect(iso(offeredSlots(weekly, 30, '2026-07-01', '2026-07-01'))).toEqual([
      '2026-07-01T08:00:00.000Z',
    ]);
    expect(iso(offeredSlots(weekly, 30, '2026-12-01', '2026-12-01'))).toEqual([
      '2026-12-01T09:00:00.000Z',
    ]);
    // The Saturday before and the Monday after the March change.
    expect(iso(offeredSlots(weekly, 30, '2026-03-28', '2026-03-30'))).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('skips the hour that does not exist on 29 March 2026', () => {
    const sunday = [{ weekday: 6, startMinute: 60, endMinute: 120 }];
    expect(offeredSlots(sunday, 30, '2026-03-29', '2026-03-29')).toEqual([]);
  });

  it('offers the hour that happens twice on 25 October 2026 once, at its second (GMT) time', () => {
    const sunday = [{ weekday: 6, startMinute: 60, endMinute: 120 }];
    expect(iso(offeredSlots(sunday, 30, '2026-10-25', '2026-10-25'))).toEqual([
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('cuts availability by the duration and drops held and passed slots', () => {
    const monday = [{ weekday: 0, startMinute: 540, endMinute: 660 }];
    const offered = offeredSlots(monday, 45, '2026-01-05', '2026-01-05');
    expect(offered.map((r) => londonSlot(r.start, r.end).starttime)).toEqual(['9:00', '9:45']);
    const held = [
      { start: new Date('2026-01-05T09:30:00Z'), end: new Date('2026-01-05T10:00:00Z') },
    ];
    expect(freeSlots(offered, held, new Date('2026-01-01T00:00:00Z'))).toEqual([]);
    expect(freeSlots(offered, [], new Date('2026-01-05T09:10:00Z'))).toHaveLength(1);
  });

  it('gives every slot of a year the instants and shown times read slot by slot, clock changes and midnight included', () => {
    // Whole days, the small hours of both clock changes, and slots that end at midnight.
    const weekly = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startMinute: 0, endMinute: 180 },
      { weekday, startMinute: 540, endMinute: 1020 },
      { weekday, startMinute: 1320, endMinute: 1440 },
    ]);
    for (const duration of [20, 30, 45, 60]) {
      const offered = offeredSlots(weekly, duration, '2026-01-01', '2026-12-31');
      // The same slots as the zone gives wall time by wall time, slot by slot.
      const expected: string[] = [];
      for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        const seen = new Set<number>();
        for (const w of weekly.filter((x) => x.weekday === (weekdayOf(day) + 6) % 7)) {
          for (let m = w.startMinute; m + duration <= w.endMinute; m += duration) {
            const start = londonInstant(day, m);
            if (!start || seen.has(start.getTime())) continue;
            seen.add(start.getTime());
            expected.push(start.toISOString());
          }
        }
      }
      expect(iso(offered)).toEqual(expected.sort());
      for (const slot of offered) {
        expect(slot.end.getTime() - slot.start.getTime()).toBe(duration * 60_000);
        expect({ date: slot.date, starttime: slot.starttime, endtime: slot.endtime }).toEqual(
          londonSlot(slot.start, slot.end),
        );
      }
    }
    // A year of slots four times over: more than the default 5 s on a loaded machine.
  }, 30_000);
});
