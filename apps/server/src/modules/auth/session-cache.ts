import type { InvalidationBus } from '../../infra/invalidation-bus';
import type { SessionUser } from '../../http/session';

interface Entry {
  user: SessionUser;
  cachedAt: number;
  expiresAt: number;
}

/**
 * Recently checked sessions, so a burst of requests costs one database round trip instead of
 * one each. Entries live at most `ttlMs` and are dropped at once when the user or session
 * changes, in this process and, through the bus, in every other.
 */
export function createSessionCache(opts: {
  ttlMs: number;
  max: number;
  bus?: InvalidationBus;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const byToken = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  // Bumped by every invalidation; a reader that saw it change must not cache what it read.
  let generation = 0;

  const drop = (tokenHash: string) => {
    const e = byToken.get(tokenHash);
    if (!e) return;
    byToken.delete(tokenHash);
    const set = byUser.get(e.user._id);
    set?.delete(tokenHash);
    if (set && set.size === 0) byUser.delete(e.user._id);
  };
  const dropUser = (userId: string) => {
    generation++;
    for (const t of [...(byUser.get(userId) ?? [])]) drop(t);
  };

  opts.bus?.subscribe((message) => {
    const [kind, id] = message.split(':');
    if (kind === 'user' && id) dropUser(id);
  });

  return {
    epoch: () => generation,
    get(tokenHash: string): SessionUser | null {
      const e = byToken.get(tokenHash);
      if (!e) return null;
      const t = now();
      if (t - e.cachedAt > opts.ttlMs || t >= e.expiresAt) {
        drop(tokenHash);
        return null;
      }
      return e.user;
    },
    set(tokenHash: string, user: SessionUser, expiresAt: Date) {
      if (byToken.size >= opts.max) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      byToken.set(tokenHash, { user, cachedAt: now(), expiresAt: expiresAt.getTime() });
      const set = byUser.get(user._id) ?? new Set<string>();
      set.add(tokenHash);
      byUser.set(user._id, set);
    },
    /** The user's data or sessions changed. */
    invalidateUser(userId: string) {
      dropUser(userId);
      opts.bus?.publish(`user:${userId}`);
    },
    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
