import type { InvalidationBus } from '../../infra/invalidation-bus';
import { createCache, type Loaded } from '../../infra/cache';

/**
 * Short-lived copies for the hottest read of the portal, the news feed: the same page for every
 * reader (without their bookmark flags), living `ttlMs`, and each reader's bookmarked ids, living
 * `bookmarksTtlMs` (default `ttlMs`). Writes in this process drop them at once (read-your-writes);
 * other processes see a write within its lifetime, or at once when the bus carries the drop
 * (issue 31). A reader's bookmarks change only by their own hand, through `dropBookmarks`, so
 * they may live far longer than the pages: a reader opens the feed every few seconds at most, so
 * a copy of `ttlMs` was hardly ever read. Whether an article is published (asked before its
 * comments are read or written) is shared by id, living `publishedTtlMs`, and dropped by every
 * change to an article. All three are caches of `infra/cache.ts` (decision 135).
 *
 * HOT-PATH EXCEPTION (decision 21), not part of the template: a new domain reads through its
 * repository and caches nothing until a benchmark shows the need.
 */
export function createFeedCache<Page>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  bookmarksTtlMs?: number;
  /** How long whether an article is published is kept (default `ttlMs`). */
  publishedTtlMs?: number;
  bus?: InvalidationBus | undefined;
}) {
  const common = { max: opts.maxEntries, now: opts.now, bus: opts.bus };
  const pages = createCache<Page>({ name: 'news-feed', ttlMs: opts.ttlMs, ...common });
  // Dropped by every change to an article, here and in every other process, so they may live
  // longer than the pages; a comment's new count leaves them.
  const published = createCache<boolean>({
    name: 'news-published',
    ttlMs: opts.publishedTtlMs ?? opts.ttlMs,
    ...common,
  });
  const bookmarks = createCache<Set<string>>({
    name: 'news-bookmarks',
    ttlMs: opts.bookmarksTtlMs ?? opts.ttlMs,
    ...common,
  });
  return {
    /** A shared page, never kept at or after the `until` its loader gives (epoch ms). */
    pageUntil: (key: string, load: () => Promise<Loaded<Page>>) => pages.loadUntil(key, load),
    page: (key: string, load: () => Promise<Page>) => pages.load(key, load),
    bookmarkedIds: (userId: string, load: () => Promise<Set<string>>) =>
      bookmarks.load(userId, load),
    /** Whether an article is published, shared by id (its loader gives the next publish). */
    isPublished: (id: string, load: () => Promise<Loaded<boolean>>) =>
      published.loadUntil(id, load),
    /** Articles' counts changed (a comment, a hide): the pages go, published flags stay. */
    dropPages: () => pages.drop(),
    /** An article changed (committed): every process's pages and published flags go. */
    pagesChanged() {
      published.dropEverywhere();
      pages.dropEverywhere();
    },
    /** A reader's bookmarks changed (committed): every process's copy of them goes. */
    dropBookmarks: (userId: string) => bookmarks.dropEverywhere(userId),
  };
}
