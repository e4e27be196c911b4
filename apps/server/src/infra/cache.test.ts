import { describe, expect, it } from 'vitest';
import { createCache } from './cache';
import { inProcessBus } from '../test/in-process-bus';

/** A load that waits to be released, and counts its calls. */
function held() {
  let calls = 0;
  const releases: (() => void)[] = [];
  return {
    load: () =>
      new Promise<string>((resolve) => {
        const n = ++calls;
        releases.push(() => resolve(`p${n}`));
      }),
    release: (i: number) => releases[i]!(),
    calls: () => calls,
  };
}

describe('cache', () => {
  it('serves an entry until it is dropped or stale', async () => {
    let t = 0;
    let loads = 0;
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10, now: () => t });
    const load = async () => `p${++loads}`;
    expect(await cache.load('k', load)).toBe('p1');
    expect(await cache.load('k', load)).toBe('p1');
    cache.drop();
    expect(await cache.load('k', load)).toBe('p2');
    cache.drop('k');
    expect(await cache.load('k', load)).toBe('p3');
    t = 1000;
    expect(await cache.load('k', load)).toBe('p3');
    t = 1001;
    expect(await cache.load('k', load)).toBe('p4');
  });

  it('keeps nothing with a zero time to live, and asks no `next` then', async () => {
    let loads = 0;
    let asked = 0;
    const cache = createCache<string>({ name: 'c', ttlMs: 0, max: 10 });
    const next = async () => (++asked, null);
    await cache.load('k', async () => `p${++loads}`, next);
    expect(await cache.load('k', async () => `p${++loads}`, next)).toBe('p2');
    expect(cache.remember('k', () => 'made')).toBe('made');
    expect(cache.remember('k', () => 'again')).toBe('again');
    expect(asked).toBe(0);
  });

  it('never serves an entry at or after the time its loader gave', async () => {
    let t = 0;
    let loads = 0;
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10, now: () => t });
    const load = async () => ({ value: `p${++loads}`, until: 300 });
    expect(await cache.loadUntil('k', load)).toBe('p1');
    t = 299;
    expect(await cache.loadUntil('k', load)).toBe('p1');
    t = 300;
    expect(await cache.loadUntil('k', load)).toBe('p2');
    // Loaded at or after its time: not kept at all.
    expect(await cache.loadUntil('k', load)).toBe('p3');
  });

  it('keeps an entry no later than the time `next` gives (the next scheduled publish)', async () => {
    let t = 0;
    let asked = 0;
    const next = async () => (++asked, 300);
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10, now: () => t });
    expect(await cache.load('k', async () => 'p1', next)).toBe('p1');
    t = 299;
    expect(await cache.load('k', async () => 'p2', next)).toBe('p1');
    t = 300;
    expect(await cache.load('k', async () => 'p3', next)).toBe('p3');
    expect(asked).toBe(2);
  });

  it('loads once for the readers who ask while it loads, but not for one after a drop', async () => {
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10, now: () => 5 });
    const slow = held();
    const first = cache.load('k', slow.load);
    const second = cache.load('k', slow.load);
    slow.release(0);
    expect([await first, await second]).toEqual(['p1', 'p1']);
    expect(slow.calls()).toBe(1);

    const before = cache.load('j', slow.load);
    cache.drop('j');
    const after = cache.load('j', slow.load);
    slow.release(2);
    slow.release(1);
    // The reader before the drop gets what it read; it is not kept over the newer one.
    expect([await before, await after]).toEqual(['p2', 'p3']);
    expect(await cache.load('j', slow.load)).toBe('p3');
  });

  it('does not keep a load that a drop overtook', async () => {
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10, now: () => 5 });
    const slow = held();
    const pending = cache.load('k', slow.load);
    cache.drop();
    slow.release(0);
    expect(await pending).toBe('p1');
    expect(await cache.load('k', async () => 'new')).toBe('new');
  });

  it('lets every waiting reader see a failed load, and tries again after it', async () => {
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 10 });
    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(Promise.all([cache.load('k', failing), cache.load('k', failing)])).rejects.toThrow(
      'database gone',
    );
    expect(await cache.load('k', async () => 'p')).toBe('p');
  });

  it('holds at most `max` entries, the least recently used going first', async () => {
    const cache = createCache<string>({ name: 'c', ttlMs: 1000, max: 2 });
    let loads = 0;
    const load = async () => `p${++loads}`;
    await cache.load('a', load);
    await cache.load('b', load);
    await cache.load('a', load);
    await cache.load('c', load);
    expect(await cache.load('a', load)).toBe('p1');
    expect(await cache.load('b', load)).toBe('p4');
  });

  it('holds at most `maxSize` of what `sizeOf` counts, for values made without waiting', () => {
    const cache = createCache<string>({ name: 'c', maxSize: 10, sizeOf: (_, key) => key.length });
    let made = 0;
    const make = () => `v${++made}`;
    cache.remember('aaaa', make);
    cache.remember('bbbb', make);
    expect(cache.remember('aaaa', make)).toBe('v1');
    cache.remember('cccc', make);
    expect(cache.remember('aaaa', make)).toBe('v1');
    expect(cache.remember('bbbb', make)).toBe('v4');
  });

  it("drops every process's entries, or one key of them, and reads only its own messages", async () => {
    const bus = inProcessBus();
    const here = createCache<string>({ name: 'lists', ttlMs: 1000, max: 10, bus });
    const there = createCache<string>({ name: 'lists', ttlMs: 1000, max: 10, bus });
    const other = createCache<string>({ name: 'other', ttlMs: 1000, max: 10, bus });
    let loads = 0;
    const load = async () => `p${++loads}`;
    await here.load('k', load);
    expect(await there.load('k', load)).toBe('p2');
    expect(await there.load('j', load)).toBe('p3');
    expect(await other.load('k', load)).toBe('p4');
    bus.publish('something else');
    other.dropEverywhere();
    expect(await there.load('k', load)).toBe('p2');
    here.dropEverywhere('k');
    expect(await there.load('k', load)).toBe('p5');
    expect(await there.load('j', load)).toBe('p3');
    here.dropEverywhere();
    expect(await here.load('k', load)).toBe('p6');
    expect(await there.load('j', load)).toBe('p7');
  });

  it('drops by what `dropsBy` names on every process, and any load under way', async () => {
    const bus = inProcessBus();
    const opts = { name: 'sessions', ttlMs: 1000, max: 10, bus, dropsBy: (v: string) => v[0]! };
    const here = createCache<string>(opts);
    const there = createCache<string>(opts);
    await there.load('t1', async () => 'a1');
    await there.load('t2', async () => 'a2');
    await there.load('t3', async () => 'b1');
    const slow = held();
    const pending = there.load('t4', slow.load);
    here.dropEverywhere('a');
    slow.release(0);
    expect(await pending).toBe('p1');
    expect(await there.load('t1', async () => 'a1 again')).toBe('a1 again');
    expect(await there.load('t2', async () => 'a2 again')).toBe('a2 again');
    expect(await there.load('t3', async () => 'b1 again')).toBe('b1');
    expect(await there.load('t4', async () => 'p1 again')).toBe('p1 again');
  });

  it('keeps null and false like any value', async () => {
    const cache = createCache<boolean | null>({ name: 'c', ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = async () => (++loads, null);
    await cache.load('k', load);
    await cache.load('k', load);
    expect(loads).toBe(1);
  });

  it('refuses a name with a colon, which would read other caches’ messages', () => {
    expect(() => createCache({ name: 'news:feed', max: 1 })).toThrow('colon');
  });
});
