import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from './invalidation-bus';

/** A loaded value and the time (epoch ms) it must not be served at or after, if any. */
export interface Loaded<V> {
  value: V;
  until: number | null;
}

export interface CacheOptions<V> {
  /** Names the cache's messages on the bus: `name` drops everything, `name:key` one key. */
  name: string;
  /** How long an entry is kept: 0 keeps nothing (every read loads); unset, until it is evicted. */
  ttlMs?: number;
  /** At most this many entries, the least recently used going first. */
  max?: number;
  /** Or at most this much of `sizeOf`, the least recently used going first. */
  maxSize?: number;
  sizeOf?: (value: V, key: string) => number;
  /** Carries drops to the other processes, when there are any. */
  bus?: InvalidationBus | undefined;
  /** The clock (epoch ms) of the entries' lifetimes and of the loaders' `until`. */
  now?: () => number;
  /** A drop names entries by this rather than by their key (a user's sessions by the user). */
  dropsBy?: (value: V) => string;
}

/**
 * Every cache of the server (decision 135). lru-cache keeps the entries: their time to live,
 * the bound on their count or size, least recently used out, and one load for every reader who
 * asks while it runs. This adds only what it lacks: a drop here and, over the bus, on every other
 * process; and an entry that never outlives the time its loader gives (the next scheduled
 * publish, a session's expiry). A load that a drop overtook still answers its readers, but is
 * not kept.
 *
 * HOT-PATH EXCEPTION (decisions 21, 121), not part of the template: a new domain reads through its
 * repository and caches nothing until a benchmark shows the need.
 */
export function createCache<V>(opts: CacheOptions<V>) {
  if (opts.name.includes(':')) throw new Error(`A cache's name has no colon: ${opts.name}`);
  const clock = opts.now ?? Date.now;
  const keeps = opts.ttlMs !== 0;
  /** How long an entry stored now may live: lru-cache serves it while its age is at most that. */
  const lifetime = (until: number | null) =>
    Math.min(opts.ttlMs ?? Infinity, until === null ? Infinity : until - clock() - 1);
  // Loads under way, which a drop by `dropsBy` cannot tell apart: it drops them all.
  const loading = new Set<{ key: string }>();
  const { sizeOf, dropsBy } = opts;
  // Values are boxed so that any value, null or false too, can be kept.
  const entries = new LRUCache<string, { value: V }, () => Promise<Loaded<V>>>({
    max: opts.max ?? 0,
    maxSize: opts.maxSize ?? 0,
    ...(sizeOf && { sizeCalculation: (box, key) => sizeOf(box.value, key) }),
    ttl: opts.ttlMs ?? 0,
    // Our clock, read at every check (tests move it). lru-cache takes a start of 0 for "no time
    // to live", so it reads one ms on: a clock at 0 must still age its entries.
    ttlResolution: 0,
    perf: { now: () => clock() + 1 },
    // A drop aborts a load under way: its readers still get what it read; it is not kept, as
    // lru-cache stores a fetch's value only where that fetch still is.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context: load, options, signal }) => {
      const under = { key };
      loading.add(under);
      try {
        const { value, until } = await load();
        const ttl = lifetime(until);
        if (ttl <= 0) {
          if (!signal.aborted) entries.delete(key);
        } else if (ttl !== Infinity) {
          options.ttl = ttl;
        }
        return { value };
      } finally {
        loading.delete(under);
      }
    },
  });

  function drop(target?: string) {
    if (target === undefined) return entries.clear();
    if (!dropsBy) return void entries.delete(target);
    for (const { key } of [...loading]) entries.delete(key);
    const owned = [...entries.entries()].filter(([, box]) => dropsBy(box.value) === target);
    for (const [key] of owned) entries.delete(key);
  }
  const prefix = `${opts.name}:`;
  opts.bus?.subscribe((message) => {
    if (message === opts.name) drop();
    else if (message.startsWith(prefix)) drop(message.slice(prefix.length));
  });

  function loadUntil(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    if (!keeps) return load().then((loaded) => loaded.value);
    const hit = entries.get(key);
    if (hit) return Promise.resolve(hit.value);
    return entries.fetch(key, { context: load }).then((box) => {
      if (!box) throw new Error(`cache ${opts.name}: a load gave nothing`);
      return box.value;
    });
  }

  return {
    /** The value of `key`, kept or loaded (once for every reader who asks meanwhile). */
    loadUntil,
    /** The same; with `next`, asked beside the load when anything is kept, never past its time. */
    load: (key: string, load: () => Promise<V>, next?: () => Promise<number | null>) =>
      loadUntil(key, async () => {
        const [value, until] = await Promise.all([load(), keeps && next ? next() : null]);
        return { value, until };
      }),
    /** The value of `key`, kept or made now, for a value made without waiting. */
    remember(key: string, make: () => V): V {
      const hit = keeps ? entries.get(key) : undefined;
      if (hit) return hit.value;
      const value = make();
      if (keeps) entries.set(key, { value });
      return value;
    },
    /** Drops `target` (a key, or what `dropsBy` names), or everything, in this process only. */
    drop,
    /** A committed change: drops `target`, or everything, here and in every other process. */
    dropEverywhere(target?: string) {
      drop(target);
      opts.bus?.publish(target === undefined ? opts.name : prefix + target);
    },
  };
}

export type Cache<V> = ReturnType<typeof createCache<V>>;
