import { createCache } from '../../infra/cache';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import type { SessionUser } from '../../http/session';

/** A live session as the database finds it by its token. */
export interface FoundSession {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * Recently checked sessions, so a burst of requests costs one database round trip instead of
 * one each (requests that arrive while it runs wait for it). Entries live at most `ttlMs`, never
 * past the session's expiry, and are dropped at once when the user or their sessions change, in
 * this process and, through the bus, in every other. An unknown token is not kept.
 */
export function createSessionCache(opts: {
  ttlMs: number;
  max: number;
  bus?: InvalidationBus | undefined;
  now?: () => number;
}) {
  const sessions = createCache<SessionUser | null>({
    name: 'sessions',
    ...opts,
    dropsBy: (user) => user?._id ?? '',
  });
  return {
    /** The user of the session `tokenHash` names: kept, or found by `find`. */
    user: (tokenHash: string, find: () => Promise<FoundSession | null>) =>
      sessions.loadUntil(tokenHash, async () => {
        const found = await find();
        // An unknown token ends before it starts: it is not kept.
        return { value: found?.user ?? null, until: found?.expiresAt.getTime() ?? 0 };
      }),
    /** The user's data or sessions changed (committed). */
    invalidateUser: (userId: string) => sessions.dropEverywhere(userId),
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
