import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  /** Failed log-ins allowed per (account, address) pair in a window: the hard limit. */
  perPair: number;
  /** Failed log-ins allowed per address in a window, whatever the accounts. */
  perIp: number;
  /** Failed log-ins of one account, from all addresses, from which it counts as under attack. */
  attackThreshold: number;
  /**
   * Pause an address that has failed on an account under attack waits between attempts at
   * the threshold; it doubles with each further failure of the account, up to `maxPauseMs`.
   */
  pauseMs: number;
  maxPauseMs: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perPair: 5,
  perIp: 20,
  attackThreshold: 10,
  pauseMs: 1000,
  maxPauseMs: 60_000,
  windowMs: 15 * 60_000,
};

/** One key's attempts in its current window. */
export interface Counter {
  count: number;
  windowStart: Date;
  /** The last counted attempt. */
  lastAt: Date | null;
}

export interface LoginCounters {
  ip: Counter;
  pair: Counter;
  account: Counter;
}

/** A counter as it stands at `now`: a window that has run out starts again, empty. */
export function inWindow(row: Counter | undefined, now: Date, windowMs: number): Counter {
  if (!row || row.windowStart.getTime() + windowMs <= now.getTime()) {
    return { count: 0, windowStart: now, lastAt: null };
  }
  return row;
}

/** How long an address that has failed on an account with `accountFailures` waits between tries. */
export function pauseFor(accountFailures: number, limits: ThrottleLimits): number {
  if (accountFailures < limits.attackThreshold) return 0;
  const doublings = Math.min(accountFailures - limits.attackThreshold, 30);
  return Math.min(limits.pauseMs * 2 ** doublings, limits.maxPauseMs);
}

/**
 * Whether a log-in attempt may check its password (0), or the milliseconds it must wait, given
 * the counters in their current windows. Nothing here looks at the account alone: a correct
 * password from an address with no recent failures on the account always gets through, however
 * many addresses are guessing at it.
 * - The pair of account and address may fail `perPair` times in a window (hard limit).
 * - The address may fail `perIp` times in a window across accounts.
 * - Once the account has `attackThreshold` failures from anywhere, an address that has failed
 *   on it waits a pause, growing with the account's failures, between its attempts.
 */
export function loginWait(c: LoginCounters, now: Date, limits: ThrottleLimits): number {
  const t = now.getTime();
  const windowEnd = (x: Counter) => x.windowStart.getTime() + limits.windowMs - t;
  let wait = 0;
  if (c.ip.count >= limits.perIp) wait = Math.max(wait, windowEnd(c.ip));
  if (c.pair.count >= limits.perPair) wait = Math.max(wait, windowEnd(c.pair));
  const pause = pauseFor(c.account.count, limits);
  if (pause > 0 && c.pair.count > 0 && c.pair.lastAt) {
    wait = Math.max(wait, c.pair.lastAt.getTime() + pause - t);
  }
  return Math.max(wait, 0);
}

/** The address and account keys of a log-in. */
export function loginKeys(ip: string, email: string) {
  const account = email.trim().toLowerCase();
  return { ip: `ip:${ip}`, pair: `pair:${account}|${ip}`, account: `account:${account}` };
}

/**
 * Counts attempts per key in the database, so every server process sees the same counts. An
 * attempt is counted before the password is checked, under a row lock, so parallel guesses
 * cannot all slip under a limit; a success takes its count back.
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits = DEFAULT_THROTTLE) {
  /** Counts one attempt under `key`; milliseconds to wait when over `limit`, else 0. */
  async function count(key: string, limit: number, now: Date): Promise<number> {
    const expired = new Date(now.getTime() - limits.windowMs).toISOString();
    const at = now.toISOString();
    // A window that has run out starts again at 1.
    const [row] = await queryRows<{ count: number; windowStart: Date }>(
      db,
      sql`insert into login_failures (key, count, window_start, last_at) values (${key}, 1, ${at}::timestamptz, ${at}::timestamptz)
          on conflict (key) do update set
            count = case when login_failures.window_start < ${expired}::timestamptz then 1 else login_failures.count + 1 end,
            window_start = case when login_failures.window_start < ${expired}::timestamptz then ${at}::timestamptz else login_failures.window_start end,
            last_at = ${at}::timestamptz
          returning count as "count", window_start as "windowStart"`,
    );
    if (!row || row.count <= limit) return 0;
    return new Date(row.windowStart).getTime() + limits.windowMs - now.getTime();
  }

  // Rows whose window ran out say nothing any more; they go at most once a minute.
  let prunedAt = 0;
  async function prune(now: Date) {
    if (now.getTime() - prunedAt < 60_000) return;
    prunedAt = now.getTime();
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.windowStart, new Date(now.getTime() - limits.windowMs)));
  }

  return {
    count,

    /** Forgets the attempts under a key (a success). */
    async clear(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /**
     * Counts a log-in attempt against its address, its account and the pair of both, unless a
     * limit refuses it (see `loginWait`); returns milliseconds to wait then, else 0. A refused
     * attempt is not counted, so a client that retries early does not push its wait further.
     */
    async attempt(ip: string, email: string, now: Date): Promise<number> {
      await prune(now);
      const keys = loginKeys(ip, email);
      // Lock order is key order, so two attempts never wait on each other in a circle.
      const sorted = [keys.account, keys.ip, keys.pair].sort();
      return db.transaction(async (tx) => {
        await tx
          .insert(loginFailures)
          .values(sorted.map((key) => ({ key, count: 0, windowStart: now, lastAt: null })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginFailures)
          .where(inArray(loginFailures.key, sorted))
          .orderBy(loginFailures.key)
          .for('update');
        const byKey = new Map(rows.map((r) => [r.key, r]));
        const counters = {
          ip: inWindow(byKey.get(keys.ip), now, limits.windowMs),
          pair: inWindow(byKey.get(keys.pair), now, limits.windowMs),
          account: inWindow(byKey.get(keys.account), now, limits.windowMs),
        };
        const wait = loginWait(counters, now, limits);
        if (wait > 0) return wait;
        // One statement for the three rows: every log-in from an address shares its row, so
        // each round trip made under the lock is one that the address's other log-ins wait for.
        const counted = (['account', 'ip', 'pair'] as const).map((name) => {
          const c = counters[name];
          return sql`(${keys[name]}, ${c.count + 1}::int, ${c.windowStart.toISOString()}::timestamptz)`;
        });
        await tx.execute(
          sql`update login_failures set count = v.count, window_start = v.window_start, last_at = ${now.toISOString()}::timestamptz
              from (values ${sql.join(counted, sql`, `)}) as v(key, count, window_start)
              where login_failures.key = v.key`,
        );
        return 0;
      });
    },

    /**
     * A successful log-in: the pair starts afresh, and the address and the account get this
     * attempt back (others' failures on the account still count).
     */
    async succeeded(ip: string, email: string) {
      const keys = loginKeys(ip, email);
      // One statement (one round trip holding the address's shared row), as in `attempt`.
      await db.execute(
        sql`with forgotten as (delete from login_failures where key = ${keys.pair})
            update login_failures set count = greatest(count - 1, 0)
            where key in (${keys.account}, ${keys.ip})`,
      );
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
