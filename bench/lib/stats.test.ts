import { describe, expect, it } from 'vitest';
import { delayBeyondTick, fmt, pct } from './stats';

describe('bench figures', () => {
  it('takes the sampling tick off a loop delay, never below zero', () => {
    // An idle loop sampled every 10 ms reads about 10 ms: no delay at all.
    expect(delayBeyondTick(10.1, 10)).toBeCloseTo(0.1);
    expect(delayBeyondTick(9.2, 10)).toBe(0);
    expect(delayBeyondTick(75, 5)).toBe(70);
  });

  it('reads the nearest-rank percentile and prints what is not a number as -', () => {
    expect(pct([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(pct([], 99)).toBeNaN();
    expect(fmt(Infinity)).toBe('-');
    expect(fmt(1.234, 2)).toBe('1.23');
  });
});
