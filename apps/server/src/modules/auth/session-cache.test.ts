import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/session';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import { createSessionCache } from './session-cache';

const user = (id: string) => ({ _id: id, sessionId: `s-${id}` }) as SessionUser;

function fakeBus() {
  const handlers: ((m: string) => void)[] = [];
  const bus: InvalidationBus = {
    publish: (m) => handlers.forEach((h) => h(m)),
    subscribe: (h) => void handlers.push(h),
  };
  return bus;
}

describe('session cache', () => {
  it('serves an entry until its time to live or the session expiry', () => {
    let t = 1000;
    const cache = createSessionCache({ ttlMs: 100, max: 10, now: () => t });
    cache.set('a', user('u1'), new Date(1500));
    expect(cache.get('a')?._id).toBe('u1');
    t = 1101;
    expect(cache.get('a')).toBeNull();
    cache.set('a', user('u1'), new Date(1150));
    t = 1150;
    expect(cache.get('a')).toBeNull();
  });

  it('drops every session of a user, across processes', () => {
    const bus = fakeBus();
    const one = createSessionCache({ ttlMs: 1000, max: 10, bus, now: () => 0 });
    const two = createSessionCache({ ttlMs: 1000, max: 10, bus, now: () => 0 });
    for (const c of [one, two]) {
      c.set('a', user('u1'), new Date(10_000));
      c.set('b', user('u1'), new Date(10_000));
      c.set('c', user('u2'), new Date(10_000));
    }
    one.invalidateUser('u1');
    expect([two.get('a'), two.get('b')]).toEqual([null, null]);
    expect(two.get('c')?._id).toBe('u2');
    expect(one.size + two.size).toBe(2);
  });

  it('evicts the oldest entry when full', () => {
    const cache = createSessionCache({ ttlMs: 1000, max: 2, now: () => 0 });
    cache.set('a', user('u1'), new Date(10_000));
    cache.set('b', user('u2'), new Date(10_000));
    cache.set('c', user('u3'), new Date(10_000));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?._id).toBe('u3');
  });
});
