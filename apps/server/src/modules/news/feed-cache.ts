import type { InvalidationBus } from '../../infra/invalidation-bus';
import { createSharedPages } from '../../infra/shared-pages';

/**
 * Short-lived copies for the hottest read of the portal, the news feed: the same page for every
 * reader (without their bookmark flags, in shared pages), living `ttlMs`, and each reader's
 * bookmarked ids, living `bookmarksTtlMs` (default `ttlMs`). Writes in this process drop them at
 * once (read-your-writes); other processes see a write within its lifetime, or at once when a bus
 * carries the drop (issue 31). A reader's bookmarks change only by their own hand, through
 * `dropBookmarks`, which the bus carries too, so they may live far longer than the pages: a
 * reader opens the feed every few seconds at most, so a copy of `ttlMs` was hardly ever read.
 * Whether an article is published (asked before its comments are read or written) is shared by
 * id, living `publishedTtlMs`, and dropped by every change to an article.
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
  across?: { bus: InvalidationBus | undefined; message: string };
}) {
  const now = opts.now ?? Date.now;
  const pages = createSharedPages<Page>(opts);
  // Dropped by every change to an article, here and (by the pages' message) in every other
  // process, so they may live longer than the pages; a comment's new count leaves them.
  const published = createSharedPages<boolean>({
    ...opts,
    ttlMs: opts.publishedTtlMs ?? opts.ttlMs,
  });
  const bookmarksTtlMs = opts.bookmarksTtlMs ?? opts.ttlMs;
  const bookmarks = new Map<string, { ids: Set<string>; at: number }>();
  const bookmarkEpochs = new Map<string, number>();
  const bookmarksMessage = opts.across && `${opts.across.message}:bookmarks:`;
  const forget = (userId: string) => {
    bookmarkEpochs.set(userId, (bookmarkEpochs.get(userId) ?? 0) + 1);
    bookmarks.delete(userId);
  };
  if (bookmarksMessage) {
    opts.across?.bus?.subscribe((message) => {
      if (message.startsWith(bookmarksMessage)) forget(message.slice(bookmarksMessage.length));
    });
  }

  return {
    pageUntil: pages.pageUntil,
    page: pages.page,
    async bookmarkedIds(userId: string, load: () => Promise<Set<string>>): Promise<Set<string>> {
      const hit = bookmarks.get(userId);
      if (hit && now() - hit.at < bookmarksTtlMs) return hit.ids;
      const epoch = bookmarkEpochs.get(userId) ?? 0;
      const ids = await load();
      if (bookmarksTtlMs > 0 && epoch === (bookmarkEpochs.get(userId) ?? 0)) {
        if (bookmarks.size >= opts.maxEntries) {
          const oldest = bookmarks.keys().next().value;
          if (oldest !== undefined) bookmarks.delete(oldest);
        }
        bookmarks.set(userId, { ids, at: now() });
      }
      return ids;
    },
    /** Whether an article is published, shared by id (its loader gives the next publish). */
    isPublished: published.pageUntil,
    /** Articles' counts changed (a comment, a hide): the pages go, published flags stay. */
    dropPages: pages.drop,
    /** An article changed (committed): every process's pages and published flags go. */
    pagesChanged() {
      published.drop();
      pages.changed();
    },
    /** A reader's bookmarks changed (committed): every process's copy of them goes. */
    dropBookmarks(userId: string) {
      forget(userId);
      if (bookmarksMessage) opts.across?.bus?.publish(`${bookmarksMessage}${userId}`);
    },
  };
}
