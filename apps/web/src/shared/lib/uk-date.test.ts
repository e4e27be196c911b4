import { describe, expect, it } from 'vitest';
import { parseUkDate, ukDate } from './uk-date';

describe('UK dates', () => {
  it('reads day first, as the UK writes it, with or without leading zeros', () => {
    expect(parseUkDate('01/03/2026')).toBe('2026-03-01');
    expect(parseUkDate(' 1/3/2026 ')).toBe('2026-03-01');
    expect(parseUkDate('29/02/2028')).toBe('2028-02-29');
    expect(parseUkDate('2026-12-31')).toBe('2026-12-31');
  });

  it('takes nothing that is not a whole, real date', () => {
    for (const text of ['', '01/03/26', '01/03/202', '31/02/2026', '29/02/2026', '13/13/2026'])
      expect(parseUkDate(text), text).toBeNull();
    expect(parseUkDate('00/01/2026')).toBeNull();
    expect(parseUkDate('03-01-2026')).toBeNull();
  });

  it('writes a calendar day as DD/MM/YYYY', () => {
    expect(ukDate('2026-03-01')).toBe('01/03/2026');
  });
});
