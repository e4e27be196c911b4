import { describe, expect, it } from 'vitest';
import { cancellationFee, type Cancellation } from './cancellation-policy';

const startsAt = new Date('2026-03-29T09:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const base: Cancellation = {
  amount: 6000,
  startsAt,
  at: startsAt,
  actor: 'patient',
  approved: true,
};

describe('cancellation policy', () => {
  it('is free 48 hours or more before the start', () => {
    expect(cancellationFee({ ...base, at: hoursBefore(48) })).toBe(0);
    expect(cancellationFee({ ...base, at: hoursBefore(24 * 10) })).toBe(0);
  });

  it('keeps a quarter from 48 to 24 hours before', () => {
    expect(cancellationFee({ ...base, at: hoursBefore(47.99) })).toBe(1500);
    expect(cancellationFee({ ...base, at: hoursBefore(24) })).toBe(1500);
  });

  it('keeps half within 24 hours, and after the start', () => {
    expect(cancellationFee({ ...base, at: hoursBefore(23.9) })).toBe(3000);
    expect(cancellationFee({ ...base, at: hoursBefore(0) })).toBe(3000);
    expect(cancellationFee({ ...base, at: hoursBefore(-1) })).toBe(3000);
  });

  it('rounds down to whole pence', () => {
    expect(cancellationFee({ ...base, amount: 999, at: hoursBefore(1) })).toBe(499);
    expect(cancellationFee({ ...base, amount: 1, at: hoursBefore(30) })).toBe(0);
  });

  it('never charges when the doctor, an admin or the system cancels', () => {
    for (const actor of ['doctor', 'admin', 'system'] as const) {
      expect(cancellationFee({ ...base, actor, at: hoursBefore(1) })).toBe(0);
    }
  });

  it('never charges for withdrawing a request that was never approved', () => {
    expect(cancellationFee({ ...base, approved: false, at: hoursBefore(1) })).toBe(0);
  });
});
