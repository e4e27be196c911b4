import type { InvalidationBus } from './invalidation-bus';

/**
 * Short-lived copies of answers that are the same for every reader (a page of the feed, Home's
 * editorial lists), by key. Entries live `ttlMs` (0: nothing is kept); `drop()` empties them at
 * once, which the owner calls on every committed change in this process and on the bus's message
 * from the others (read-your-writes here, within `ttlMs` or at once with a bus elsewhere). A read
 * that overlapped a drop is not kept, and an entry never outlives the `until` its loader gave
 * (the next scheduled publish, epoch ms). Readers who ask while a page loads wait for that load.
 * With `across`, `changed()` drops them here and, through the bus, in every other process.
 *
 * HOT-PATH EXCEPTION (decisions 21, 121), not part of the template: a new domain reads through its
 * repository and caches nothing until a benchmark shows the need.
 */
export function createSharedPages<Page>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** The bus and its message that carry a change's drop to the other processes. */
  across?: { bus: InvalidationBus | undefined; message: string };
}) {
  const now = opts.now ?? Date.now;
  const pages = new Map<string, { page: Page; at: number; until: number | null }>();
  // Loads under way: readers who come meanwhile wait for the same one, not a load each (a page
  // that has just gone stale is asked for by every reader at once).
  const loading = new Map<string, Promise<Page>>();
  let epoch = 0;

  async function fill(
    key: string,
    load: () => Promise<{ page: Page; until: number | null }>,
  ): Promise<Page> {
    const started = epoch;
    const { page, until } = await load();
    if (started === epoch) {
      if (pages.size >= opts.maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, { page, at: now(), until });
    }
    return page;
  }

  function pageUntil(
    key: string,
    load: () => Promise<{ page: Page; until: number | null }>,
  ): Promise<Page> {
    const hit = pages.get(key);
    if (hit && now() - hit.at < opts.ttlMs && (hit.until === null || now() < hit.until)) {
      return Promise.resolve(hit.page);
    }
    if (opts.ttlMs <= 0) return load().then((loaded) => loaded.page);
    const pending = loading.get(key);
    if (pending) return pending;
    const filling = fill(key, load);
    loading.set(key, filling);
    const done = () => {
      if (loading.get(key) === filling) loading.delete(key);
    };
    filling.then(done, done);
    return filling;
  }

  function drop() {
    epoch++;
    pages.clear();
    // A load that began before the change may have read the old rows: nobody joins it now.
    loading.clear();
  }
  const across = opts.across;
  across?.bus?.subscribe((message) => {
    if (message === across.message) drop();
  });

  return {
    pageUntil,
    page: (key: string, load: () => Promise<Page>): Promise<Page> =>
      pageUntil(key, async () => ({ page: await load(), until: null })),
    /** A page kept no later than the time `next` answers (the next scheduled publish). */
    pageNoLaterThan: (
      key: string,
      load: () => Promise<Page>,
      next: () => Promise<number | null>,
    ): Promise<Page> =>
      pageUntil(key, async () => {
        const [page, until] = await Promise.all([load(), opts.ttlMs > 0 ? next() : null]);
        return { page, until };
      }),
    /** Drops this process's pages (a change only this process's readers need to see at once). */
    drop,
    /** A committed change: drops the pages here and in every other process. */
    changed() {
      drop();
      across?.bus?.publish(across.message);
    },
  };
}

export type SharedPages<Page> = ReturnType<typeof createSharedPages<Page>>;
