import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache';

describe('feed cache', () => {
  it('serves a page until it is dropped or stale', async () => {
    let t = 0;
    let loads = 0;
    const cache = createFeedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => `p${++loads}`;
    expect(await cache.page('k', load)).toBe('p1');
    expect(await cache.page('k', load)).toBe('p1');
    cache.dropPages();
    expect(await cache.page('k', load)).toBe('p2');
    t = 1500;
    expect(await cache.page('k', load)).toBe('p3');
  });

  it('keeps bookmarks per reader and drops only that reader', async () => {
    const cache = createFeedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    const load = async () => new Set([`a${++loads}`]);
    const first = await cache.bookmarkedIds('u1', load);
    await cache.bookmarkedIds('u2', load);
    expect(await cache.bookmarkedIds('u1', load)).toBe(first);
    cache.dropBookmarks('u1');
    expect([...(await cache.bookmarkedIds('u1', load))]).toEqual(['a3']);
  });

  it('does not keep a read that overlapped a write', async () => {
    const cache = createFeedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let release: (v: string) => void = () => undefined;
    const slow = cache.page('k', () => new Promise<string>((r) => (release = r)));
    cache.dropPages();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.page('k', async () => 'new')).toBe('new');
  });

  it('caches nothing with a zero time to live', async () => {
    const cache = createFeedCache<string>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.page('k', async () => `p${++loads}`);
    expect(await cache.page('k', async () => `p${++loads}`)).toBe('p2');
  });

  it('never serves a page past the next scheduled publish time', async () => {
    let t = 0;
    let loads = 0;
    const cache = createFeedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => ({ page: `p${++loads}`, until: 300 });
    expect(await cache.pageUntil('k', load)).toBe('p1');
    t = 299;
    expect(await cache.pageUntil('k', load)).toBe('p1');
    t = 300;
    expect(await cache.pageUntil('k', load)).toBe('p2');
  });
});
