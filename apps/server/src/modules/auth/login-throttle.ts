import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  /** Failed log-ins allowed per IP address in a window. */
  perIp: number;
  /** Failed log-ins allowed per account (e-mail) in a window. */
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perIp: 20, perAccount: 5, windowMs: 15 * 60_000 };

/**
 * Counts attempts per key (IP, account, reset address) in the database, so every server
 * process sees the same counts. An attempt is counted before the password is checked, in one
 * statement per key, so parallel guesses cannot all slip under the limit; a success takes its
 * count back.
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits = DEFAULT_THROTTLE) {
  /** Counts one attempt under `key`; milliseconds to wait when over `limit`, else 0. */
  async function count(key: string, limit: number, now: Date): Promise<number> {
    const expired = new Date(now.getTime() - limits.windowMs).toISOString();
    const at = now.toISOString();
    // A window that has run out starts again at 1.
    const [row] = await queryRows<{ count: number; windowStart: Date }>(
      db,
      sql`insert into login_failures (key, count, window_start) values (${key}, 1, ${at}::timestamptz)
          on conflict (key) do update set
            count = case when login_failures.window_start < ${expired}::timestamptz then 1 else login_failures.count + 1 end,
            window_start = case when login_failures.window_start < ${expired}::timestamptz then ${at}::timestamptz else login_failures.window_start end
          returning count as "count", window_start as "windowStart"`,
    );
    if (!row || row.count <= limit) return 0;
    return new Date(row.windowStart).getTime() + limits.windowMs - now.getTime();
  }

  return {
    count,

    /** Forgets the attempts under a key (a success). */
    async clear(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Counts a log-in attempt; returns milliseconds to wait when it is over a limit, else 0. */
    async attempt(ip: string, email: string, now: Date): Promise<number> {
      const byIp = await count(`ip:${ip}`, limits.perIp, now);
      const byAccount = await count(`account:${email.toLowerCase()}`, limits.perAccount, now);
      return Math.max(byIp, byAccount);
    },

    /** A successful log-in: the account starts afresh and the IP gets its attempt back. */
    async succeeded(ip: string, email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, `account:${email.toLowerCase()}`));
      await db
        .update(loginFailures)
        .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
        .where(eq(loginFailures.key, `ip:${ip}`));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
