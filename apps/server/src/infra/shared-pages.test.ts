import { describe, expect, it } from 'vitest';
import { createSharedPages } from './shared-pages';
import { inProcessBus } from '../test/in-process-bus';

describe('shared pages', () => {
  it('serves a page until it is dropped or stale', async () => {
    let t = 0;
    let loads = 0;
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => `p${++loads}`;
    expect(await pages.page('k', load)).toBe('p1');
    expect(await pages.page('k', load)).toBe('p1');
    pages.drop();
    expect(await pages.page('k', load)).toBe('p2');
    t = 1500;
    expect(await pages.page('k', load)).toBe('p3');
  });

  it('does not keep a read that overlapped a drop', async () => {
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let release: (v: string) => void = () => undefined;
    const slow = pages.page('k', () => new Promise<string>((r) => (release = r)));
    pages.drop();
    release('old');
    expect(await slow).toBe('old');
    expect(await pages.page('k', async () => 'new')).toBe('new');
  });

  it('keeps nothing with a zero time to live', async () => {
    const pages = createSharedPages<string>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await pages.page('k', async () => `p${++loads}`);
    expect(await pages.page('k', async () => `p${++loads}`)).toBe('p2');
  });

  it('never serves a page past the time its loader gave', async () => {
    let t = 0;
    let loads = 0;
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => ({ page: `p${++loads}`, until: 300 });
    expect(await pages.pageUntil('k', load)).toBe('p1');
    t = 299;
    expect(await pages.pageUntil('k', load)).toBe('p1');
    t = 300;
    expect(await pages.pageUntil('k', load)).toBe('p2');
  });

  it('keeps a page no later than the time `next` gives, and asks nothing when keeping none', async () => {
    let t = 0;
    let asked = 0;
    const next = async () => (++asked, 300);
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    expect(await pages.pageNoLaterThan('k', async () => 'p1', next)).toBe('p1');
    t = 299;
    expect(await pages.pageNoLaterThan('k', async () => 'p2', next)).toBe('p1');
    t = 300;
    expect(await pages.pageNoLaterThan('k', async () => 'p3', next)).toBe('p3');
    expect(asked).toBe(2);
    const none = createSharedPages<string>({ ttlMs: 0, maxEntries: 10 });
    await none.pageNoLaterThan('k', async () => 'p', next);
    expect(asked).toBe(2);
  });

  it('loads a page once for readers who ask while it loads, but not for one after a drop', async () => {
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<string>((resolve) => {
        const n = ++loads;
        release = () => resolve(`p${n}`);
      });
    const first = pages.page('k', slow);
    const second = pages.page('k', slow);
    release();
    expect([await first, await second]).toEqual(['p1', 'p1']);
    expect(loads).toBe(1);

    const before = pages.page('j', slow);
    const releaseBefore = release;
    pages.drop();
    const after = pages.page('j', slow);
    release();
    releaseBefore();
    expect([await before, await after]).toEqual(['p2', 'p3']);
  });

  it('lets every waiting reader see a failed load, and tries again after it', async () => {
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(Promise.all([pages.page('k', failing), pages.page('k', failing)])).rejects.toThrow(
      'database gone',
    );
    expect(await pages.page('k', async () => 'p')).toBe('p');
  });

  it('holds at most maxEntries pages, the oldest going first', async () => {
    const pages = createSharedPages<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => `p${++loads}`;
    await pages.page('a', load);
    await pages.page('b', load);
    await pages.page('c', load);
    expect(await pages.page('b', load)).toBe('p2');
    expect(await pages.page('a', load)).toBe('p4');
  });

  it("drops every process's pages on a change, and only its own message", async () => {
    const bus = inProcessBus();
    const across = { bus, message: 'lists' };
    const here = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0, across });
    const there = createSharedPages<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0, across });
    let loads = 0;
    const load = async () => `p${++loads}`;
    await here.page('k', load);
    expect(await there.page('k', load)).toBe('p2');
    bus.publish('something else');
    expect(await there.page('k', load)).toBe('p2');
    here.changed();
    expect(await here.page('k', load)).toBe('p3');
    expect(await there.page('k', load)).toBe('p4');
  });
});
