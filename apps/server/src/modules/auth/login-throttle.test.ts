import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THROTTLE,
  inWindow,
  loginKeys,
  loginWait,
  pauseFor,
  type Counter,
  type LoginCounters,
} from './login-throttle';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const counter = (count: number, lastAgoMs = 1000, startedAgoMs = 60_000): Counter => ({
  count,
  windowStart: ago(startedAgoMs),
  lastAt: count ? ago(lastAgoMs) : null,
});
const counters = (over: Partial<LoginCounters> = {}): LoginCounters => ({
  ip: counter(0),
  pair: counter(0),
  account: counter(0),
  ...over,
});
const limits = DEFAULT_THROTTLE;

describe('loginWait', () => {
  it('lets attempts through under every limit', () => {
    expect(loginWait(counters(), now, limits)).toBe(0);
    expect(loginWait(counters({ pair: counter(4), account: counter(4) }), now, limits)).toBe(0);
  });

  it('refuses the pair after five failures until its window ends', () => {
    const wait = loginWait(counters({ pair: counter(5), account: counter(5) }), now, limits);
    expect(wait).toBe(limits.windowMs - 60_000);
  });

  it('refuses an address after twenty failures across accounts', () => {
    expect(loginWait(counters({ ip: counter(20) }), now, limits)).toBe(limits.windowMs - 60_000);
  });

  it('never refuses an address with no failures on the account, however attacked it is', () => {
    expect(loginWait(counters({ account: counter(5000) }), now, limits)).toBe(0);
  });

  it('slows an address that has failed on an account under attack, more as failures grow', () => {
    const at = (accountFailures: number) =>
      loginWait(counters({ pair: counter(1, 0), account: counter(accountFailures) }), now, limits);
    expect(at(9)).toBe(0);
    expect(at(10)).toBe(1000);
    expect(at(11)).toBe(2000);
    expect(at(13)).toBe(8000);
    expect(at(16)).toBe(60_000);
    expect(at(10_000)).toBe(60_000);
  });

  it('lets the paused address try again once its pause has passed', () => {
    const c = counters({ pair: counter(2, 8000), account: counter(13) });
    expect(loginWait(c, now, limits)).toBe(0);
    expect(loginWait({ ...c, pair: counter(2, 7000) }, now, limits)).toBe(1000);
  });
});

describe('helpers', () => {
  it('starts a window again once it has run out', () => {
    expect(inWindow(counter(3, 0, limits.windowMs), now, limits.windowMs).count).toBe(0);
    expect(inWindow(counter(3, 0, limits.windowMs - 1), now, limits.windowMs).count).toBe(3);
    expect(inWindow(undefined, now, limits.windowMs)).toEqual({
      count: 0,
      windowStart: now,
      lastAt: null,
    });
  });

  it('doubles the pause from the threshold and caps it', () => {
    expect([9, 10, 11, 12, 15, 16, 99].map((n) => pauseFor(n, limits))).toEqual([
      0, 1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });

  it('keys the account by its e-mail in lower case', () => {
    expect(loginKeys('10.0.0.1', ' Ada@Example.test ')).toEqual({
      ip: 'ip:10.0.0.1',
      pair: 'pair:ada@example.test|10.0.0.1',
      account: 'account:ada@example.test',
    });
  });
});
