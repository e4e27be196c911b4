import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
 * Counts failed log-ins per IP and per account in the database, so every server process sees
 * the same counts; a success clears the account's count.
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits = DEFAULT_THROTTLE) {
  const keys = (ip: string, email: string) => ({
    ip: `ip:${ip}`,
    account: `account:${email.toLowerCase()}`,
  });

  return {
    /** Milliseconds until another try is allowed, or 0. */
    async retryAfter(ip: string, email: string, now: Date): Promise<number> {
      const k = keys(ip, email);
      const rows = await db
        .select()
        .from(loginFailures)
        .where(inArray(loginFailures.key, [k.ip, k.account]));
      let wait = 0;
      for (const r of rows) {
        const limit = r.key === k.ip ? limits.perIp : limits.perAccount;
        const ends = r.windowStart.getTime() + limits.windowMs;
        if (r.count >= limit && ends > now.getTime()) wait = Math.max(wait, ends - now.getTime());
      }
      return wait;
    },

    async recordFailure(ip: string, email: string, now: Date) {
      const windowStart = new Date(now.getTime() - limits.windowMs);
      for (const key of Object.values(keys(ip, email))) {
        // A window that has run out starts again at 1.
        await db
          .insert(loginFailures)
          .values({ key, count: 1, windowStart: now })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              count: sql`case when ${loginFailures.windowStart} < ${windowStart.toISOString()} then 1 else ${loginFailures.count} + 1 end`,
              windowStart: sql`case when ${loginFailures.windowStart} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStart} end`,
            },
          });
      }
    },

    async clearAccount(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, `account:${email.toLowerCase()}`));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
