import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache';

describe('feed cache', () => {
  it('shares pages until the articles change', async () => {
    let loads = 0;
    const cache = createFeedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const load = async () => `p${++loads}`;
    expect(await cache.page('k', load)).toBe('p1');
    expect(await cache.page('k', load)).toBe('p1');
    cache.dropPages();
    expect(await cache.page('k', load)).toBe('p2');
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
});
