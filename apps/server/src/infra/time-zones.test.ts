import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { timeZone } from './time-zones';

describe('timeZone', () => {
  it('gives Europe/London’s offset at every quarter hour of 2026, both clock changes included', () => {
    const london = timeZone('Europe/London');
    const iana = IANAZone.create('Europe/London');
    const start = Date.UTC(2026, 0, 1);
    for (let ts = start; ts < Date.UTC(2027, 0, 1); ts += 15 * 60_000) {
      // The start and the end of each quarter hour: the change is at 01:00 UTC exactly.
      for (const at of [ts, ts + 14 * 60_000]) {
        if (london.offset(at) !== iana.offset(at)) throw new Error(`offset differs at ${at}`);
      }
    }
    expect(london.offset(Date.UTC(2026, 2, 29, 0, 59))).toBe(0);
    expect(london.offset(Date.UTC(2026, 2, 29, 1, 0))).toBe(60);
    expect(london.offset(Date.UTC(2026, 9, 25, 0, 59))).toBe(60);
    expect(london.offset(Date.UTC(2026, 9, 25, 1, 0))).toBe(0);
  });

  it('reads wall times as luxon’s own zone does, the gap and the repeated hour included', () => {
    const zone = timeZone('Europe/London');
    for (const [date, hour, minute] of [
      ['2026-03-29', 1, 30],
      ['2026-03-29', 2, 0],
      ['2026-10-25', 1, 30],
      ['2026-07-01', 9, 0],
      ['2026-12-01', 9, 0],
    ] as const) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const wall = { year, month, day, hour, minute };
      const ours = DateTime.fromObject(wall, { zone });
      const theirs = DateTime.fromObject(wall, { zone: 'Europe/London' });
      expect(ours.toISO()).toBe(theirs.toISO());
      expect(ours.zoneName).toBe('Europe/London');
    }
  });

  it('is one zone per name, and an unknown name stays invalid', () => {
    expect(timeZone('Europe/London')).toBe(timeZone('Europe/London'));
    expect(timeZone('Fantasia/Castle').isValid).toBe(false);
  });
});
