import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  dayLabel,
  monthGrid,
  monthLabel,
  weekEnd,
  weekStart,
} from './month-grid';

describe('month grid', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    // 1 March 2026 is a Sunday: six blanks first, then 31 days over six weeks.
    const weeks = monthGrid('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]?.[0]).toBe('2026-03-02');
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(monthGrid('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves by days, weeks and months across their ends', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // The clocks change on 29 March 2026; plain days are not affected.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekEnd('2026-03-02')).toBe('2026-03-08');
  });

  it('labels months and days in British English', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(dayLabel('2026-03-12')).toBe('Thursday 12 March 2026');
  });
});
