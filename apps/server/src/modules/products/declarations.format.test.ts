import { describe, expect, it } from 'vitest';
import { declarationReference, formatUkDate, formatUkDateTime } from './declarations.format';

describe('declaration formatting', () => {
  it('writes moments in UK time, with British Summer Time in summer', () => {
    expect(formatUkDateTime(new Date('2026-11-25T20:39:00Z'))).toBe('25 November 2026, 20:39');
    expect(formatUkDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('1 July 2026, 09:05');
    // Just before midnight UTC in summer is already the next day in London.
    expect(formatUkDateTime(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026, 00:30');
  });

  it('writes calendar days as people do', () => {
    expect(formatUkDate('2026-11-25')).toBe('25 November 2026');
    expect(formatUkDate('2026-03-29')).toBe('29 March 2026');
  });

  it('makes references of six digits at least, dated by the UK year of creation', () => {
    expect(declarationReference(123, new Date('2026-11-25T20:39:00Z'))).toBe('DEC-2026-000123');
    expect(declarationReference(1234567, new Date('2026-11-25T20:39:00Z'))).toBe(
      'DEC-2026-1234567',
    );
    // New Year's Eve at 23:30 UTC in winter: London is on UTC, still 2026.
    expect(declarationReference(1, new Date('2026-12-31T23:30:00Z'))).toBe('DEC-2026-000001');
    expect(declarationReference(2, new Date('2027-01-01T00:00:00Z'))).toBe('DEC-2027-000002');
  });
});
