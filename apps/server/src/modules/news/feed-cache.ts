/**
 * Short-lived copies for the hottest read of the portal, the news feed: the same page for every
 * reader (without their bookmark flags) and each reader's bookmarked ids. Entries live `ttlMs`;
 * writes in this process drop them at once (read-your-writes), and other processes see a write
 * within `ttlMs`, or at once when a bus carries the drop (issue 31). A read that overlapped a drop
 * is not kept, and a page never outlives the `until` its loader gave (the next scheduled publish).
 *
 * HOT-PATH EXCEPTION (decision 21), not part of the template: a new domain reads through its
 * repository and caches nothing until a benchmark shows the need.
 */
export function createFeedCache<Page>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const pages = new Map<string, { page: Page; at: number; until: number | null }>();
  const bookmarks = new Map<string, { ids: Set<string>; at: number }>();
  let pagesEpoch = 0;
  const bookmarkEpochs = new Map<string, number>();

  const put = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= opts.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, value);
  };
  const fresh = (at: number) => now() - at < opts.ttlMs;

  /** A page shared until `ttlMs` has passed or the time `until` (epoch ms) comes, if sooner. */
  async function pageUntil(
    key: string,
    load: () => Promise<{ page: Page; until: number | null }>,
  ): Promise<Page> {
    const hit = pages.get(key);
    if (hit && fresh(hit.at) && (hit.until === null || now() < hit.until)) return hit.page;
    const epoch = pagesEpoch;
    const { page, until } = await load();
    if (opts.ttlMs > 0 && epoch === pagesEpoch) put(pages, key, { page, at: now(), until });
    return page;
  }

  return {
    pageUntil,
    page: (key: string, load: () => Promise<Page>): Promise<Page> =>
      pageUntil(key, async () => ({ page: await load(), until: null })),
    async bookmarkedIds(userId: string, load: () => Promise<Set<string>>): Promise<Set<string>> {
      const hit = bookmarks.get(userId);
      if (hit && fresh(hit.at)) return hit.ids;
      const epoch = bookmarkEpochs.get(userId) ?? 0;
      const ids = await load();
      if (opts.ttlMs > 0 && epoch === (bookmarkEpochs.get(userId) ?? 0))
        put(bookmarks, userId, { ids, at: now() });
      return ids;
    },
    /** Articles or their counts changed. */
    dropPages() {
      pagesEpoch++;
      pages.clear();
    },
    /** A reader's bookmarks changed. */
    dropBookmarks(userId: string) {
      bookmarkEpochs.set(userId, (bookmarkEpochs.get(userId) ?? 0) + 1);
      bookmarks.delete(userId);
    },
  };
}
