import type { Redis } from 'ioredis';

/**
 * Who is online: a user is online while at least one socket of theirs is connected to any
 * server process. Entries carry an expiry that the owning process renews, so the sockets of a
 * process that died stop counting within `ttlMs`.
 */
export interface PresenceStore {
  /** Records a socket; true when this made the user online. */
  connect(userId: string, socketKey: string): Promise<boolean>;
  /** Forgets a socket; true when this made the user offline. */
  disconnect(userId: string, socketKey: string): Promise<boolean>;
  /**
   * Renews the entries of this process's sockets; returns the users who had no live entry left
   * (theirs expired while this process could not renew them, e.g. while Redis was away), who
   * may have been announced offline and are online again.
   */
  renew(entries: { userId: string; socketKey: string }[]): Promise<string[]>;
  /** Users whose every socket has expired since the last call; they are now offline. */
  sweep(): Promise<string[]>;
  online(userIds: string[]): Promise<Set<string>>;
}

export const PRESENCE_TTL_MS = 60_000;

/** One process, no Redis: presence lives in this process, which is the only one. */
export function createMemoryPresence(): PresenceStore {
  const sockets = new Map<string, Set<string>>();
  return {
    async connect(userId, socketKey) {
      const set = sockets.get(userId) ?? new Set<string>();
      sockets.set(userId, set);
      set.add(socketKey);
      return set.size === 1;
    },
    async disconnect(userId, socketKey) {
      const set = sockets.get(userId);
      if (!set?.delete(socketKey)) return false;
      if (set.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async renew() {
      return [];
    },
    async sweep() {
      return [];
    },
    async online(userIds) {
      return new Set(userIds.filter((id) => sockets.has(id)));
    },
  };
}

const userKey = (userId: string) => `presence:user:${userId}`;
const INDEX = 'presence:users';

/** Presence shared by every process through Redis: a sorted set of sockets per user by expiry. */
export function createRedisPresence(redis: Redis, ttlMs = PRESENCE_TTL_MS): PresenceStore {
  const live = async (userId: string, now: number) => {
    const [, [, n]] = (await redis
      .multi()
      .zremrangebyscore(userKey(userId), '-inf', now)
      .zcard(userKey(userId))
      .exec()) as [unknown, [unknown, number]];
    return n;
  };

  return {
    // Each change and the count it decides on run in one MULTI, so two sockets connecting (or
    // leaving) at the same moment cannot both miss the transition.
    async connect(userId, socketKey) {
      const now = Date.now();
      const res = await redis
        .multi()
        .zremrangebyscore(userKey(userId), '-inf', now)
        .zcard(userKey(userId))
        .zadd(userKey(userId), now + ttlMs, socketKey)
        .zadd(INDEX, now + ttlMs, userId)
        .exec();
      return Number(res?.[1]?.[1] ?? 0) === 0;
    },
    async disconnect(userId, socketKey) {
      const res = await redis
        .multi()
        .zrem(userKey(userId), socketKey)
        .zremrangebyscore(userKey(userId), '-inf', Date.now())
        .zcard(userKey(userId))
        .exec();
      const removed = Number(res?.[0]?.[1] ?? 0);
      const left = Number(res?.[2]?.[1] ?? 0);
      if (!removed || left > 0) return false;
      await redis.zrem(INDEX, userId);
      return true;
    },
    async renew(entries) {
      if (!entries.length) return [];
      const now = Date.now();
      const expires = now + ttlMs;
      const users = [...new Set(entries.map((e) => e.userId))];
      // The live counts are read in the same MULTI as the renewal, so a sweep elsewhere sees
      // either the users before (and announces them offline, then we announce them back) or
      // after (and leaves them alone).
      const m = redis.multi();
      for (const id of users) m.zcount(userKey(id), now, '+inf');
      for (const e of entries) m.zadd(userKey(e.userId), expires, e.socketKey);
      for (const id of users) m.zadd(INDEX, expires, id);
      const res = (await m.exec()) ?? [];
      return users.filter((_, i) => Number(res[i]?.[1] ?? 0) === 0);
    },
    async sweep() {
      const now = Date.now();
      const stale = await redis.zrangebyscore(INDEX, '-inf', now);
      const offline: string[] = [];
      for (const userId of stale) {
        if ((await live(userId, now)) === 0 && (await redis.zrem(INDEX, userId)))
          offline.push(userId);
      }
      return offline;
    },
    async online(userIds) {
      if (!userIds.length) return new Set();
      const now = Date.now();
      const m = redis.multi();
      for (const id of userIds) m.zcount(userKey(id), now, '+inf');
      const res = (await m.exec()) ?? [];
      return new Set(userIds.filter((_, i) => Number(res[i]?.[1] ?? 0) > 0));
    },
  };
}
