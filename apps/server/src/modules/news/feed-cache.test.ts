import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache';
import { inProcessBus } from '../../test/in-process-bus';

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

  it("keeps a reader's bookmarks longer than the pages, and drops them in every process", async () => {
    const bus = inProcessBus();
    let clock = 0;
    const opts = {
      ttlMs: 1000,
      bookmarksTtlMs: 60_000,
      maxEntries: 10,
      now: () => clock,
      bus,
    };
    const here = createFeedCache<string>(opts);
    const there = createFeedCache<string>(opts);
    let loads = 0;
    const load = async () => new Set([`a${++loads}`]);
    await here.bookmarkedIds('u1', load);
    const elsewhere = await there.bookmarkedIds('u1', load);
    clock = 30_000;
    expect(await there.bookmarkedIds('u1', load)).toBe(elsewhere);
    // A page's drop leaves the bookmarks; another reader's change leaves them too.
    here.pagesChanged();
    here.dropBookmarks('u2');
    expect(await there.bookmarkedIds('u1', load)).toBe(elsewhere);
    here.dropBookmarks('u1');
    expect([...(await there.bookmarkedIds('u1', load))]).toEqual(['a3']);
    expect([...(await here.bookmarkedIds('u1', load))]).toEqual(['a4']);
    clock = 100_000;
    expect([...(await here.bookmarkedIds('u1', load))]).toEqual(['a5']);
  });

  it('shares whether an article is published until any article changes, in every process', async () => {
    const bus = inProcessBus();
    const opts = {
      ttlMs: 1000,
      publishedTtlMs: 60_000,
      maxEntries: 10,
      now: () => 5_000,
      bus,
    };
    const here = createFeedCache<string>(opts);
    const there = createFeedCache<string>(opts);
    let loads = 0;
    const load = async () => ({ value: ++loads % 2 === 1, until: null });
    expect(await there.isPublished('a1', load)).toBe(true);
    expect(await there.isPublished('a1', load)).toBe(true);
    // A comment's new count (pages only) leaves it.
    there.dropPages();
    expect(await there.isPublished('a1', load)).toBe(true);
    here.pagesChanged();
    expect(await there.isPublished('a1', load)).toBe(false);
    // Never past its loader's `until` (the next scheduled publish).
    const scheduled = async () => ({ value: false, until: 4_000 });
    expect(await here.isPublished('a2', scheduled)).toBe(false);
    expect(await here.isPublished('a2', load)).toBe(true);
  });
});
