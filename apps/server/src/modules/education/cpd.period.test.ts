import { describe, expect, it } from 'vitest';
import { cpdPeriod } from './cpd.period';

describe('cpdPeriod', () => {
  it('ends on the renewal date when it is ahead this year', () => {
    expect(cpdPeriod('2027-03-31', '2026-11-26')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(cpdPeriod('2026-12-15', '2026-11-26')).toEqual({ from: '2025-12-16', to: '2026-12-15' });
  });

  it('includes the renewal day itself and rolls on after it', () => {
    expect(cpdPeriod('2026-11-26', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(cpdPeriod('2026-11-25', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-11-25' });
  });

  it('takes 29 February as the 28th in a common year', () => {
    expect(cpdPeriod('2028-02-29', '2026-11-26')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
  });

  it('is the 12 months to today without a renewal date', () => {
    expect(cpdPeriod(null, '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
  });
});
