import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/session';
import { inProcessBus } from '../../test/in-process-bus';
import { createSessionCache, type FoundSession } from './session-cache';

const user = (id: string) => ({ _id: id, sessionId: `s-${id}` }) as SessionUser;

/** A database of sessions by token, counting its look-ups. */
function sessionsTable(rows: Record<string, { userId: string; expiresAt: number }>) {
  let lookups = 0;
  return {
    find: (token: string) => async (): Promise<FoundSession | null> => {
      lookups++;
      const row = rows[token];
      return row ? { user: user(row.userId), expiresAt: new Date(row.expiresAt) } : null;
    },
    lookups: () => lookups,
  };
}

describe('session cache', () => {
  it('serves an entry until its time to live or the session expiry', async () => {
    let t = 1000;
    const db = sessionsTable({ a: { userId: 'u1', expiresAt: 1500 } });
    const cache = createSessionCache({ ttlMs: 100, max: 10, now: () => t });
    expect((await cache.user('a', db.find('a')))?._id).toBe('u1');
    expect((await cache.user('a', db.find('a')))?._id).toBe('u1');
    expect(db.lookups()).toBe(1);
    t = 1101;
    await cache.user('a', db.find('a'));
    expect(db.lookups()).toBe(2);
    t = 1450;
    await cache.user('a', db.find('a'));
    t = 1500;
    await cache.user('a', db.find('a'));
    expect(db.lookups()).toBe(4);
  });

  it('does not keep an unknown token', async () => {
    const db = sessionsTable({});
    const cache = createSessionCache({ ttlMs: 1000, max: 10 });
    expect(await cache.user('x', db.find('x'))).toBeNull();
    expect(await cache.user('x', db.find('x'))).toBeNull();
    expect(db.lookups()).toBe(2);
  });

  it('looks a token up once for the requests that come while it is looked up', async () => {
    const db = sessionsTable({ a: { userId: 'u1', expiresAt: 10_000 } });
    const cache = createSessionCache({ ttlMs: 1000, max: 10, now: () => 0 });
    const users = await Promise.all([1, 2, 3].map(() => cache.user('a', db.find('a'))));
    expect(users.map((u) => u?._id)).toEqual(['u1', 'u1', 'u1']);
    expect(db.lookups()).toBe(1);
  });

  it('drops every session of a user, across processes', async () => {
    const bus = inProcessBus();
    const db = sessionsTable({
      a: { userId: 'u1', expiresAt: 10_000 },
      b: { userId: 'u1', expiresAt: 10_000 },
      c: { userId: 'u2', expiresAt: 10_000 },
    });
    const one = createSessionCache({ ttlMs: 1000, max: 10, bus, now: () => 0 });
    const two = createSessionCache({ ttlMs: 1000, max: 10, bus, now: () => 0 });
    for (const c of [one, two])
      for (const token of ['a', 'b', 'c']) await c.user(token, db.find(token));
    expect(db.lookups()).toBe(6);
    one.invalidateUser('u1');
    for (const token of ['a', 'b', 'c']) await two.user(token, db.find(token));
    expect(db.lookups()).toBe(8);
  });

  it('does not keep a look-up that a change of its user overtook', async () => {
    const cache = createSessionCache({ ttlMs: 1000, max: 10, now: () => 0 });
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<FoundSession>((resolve) => {
        release = () => resolve({ user: user('u1'), expiresAt: new Date(10_000) });
      });
    const pending = cache.user('a', slow);
    // Logged out while its session was read: the row read before is not kept.
    cache.invalidateUser('u1');
    release();
    expect((await pending)?._id).toBe('u1');
    expect(await cache.user('a', async () => null)).toBeNull();
  });

  it('evicts the least recently used entry when full', async () => {
    const db = sessionsTable({
      a: { userId: 'u1', expiresAt: 10_000 },
      b: { userId: 'u2', expiresAt: 10_000 },
      c: { userId: 'u3', expiresAt: 10_000 },
    });
    const cache = createSessionCache({ ttlMs: 1000, max: 2, now: () => 0 });
    for (const token of ['a', 'b', 'c']) await cache.user(token, db.find(token));
    await cache.user('c', db.find('c'));
    expect(db.lookups()).toBe(3);
    await cache.user('a', db.find('a'));
    expect(db.lookups()).toBe(4);
  });
});
