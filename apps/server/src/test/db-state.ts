import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * Tables a refused request may change by design, with the reason. Everything else in the
 * `public` schema must be byte for byte the same after a refused request.
 */
export const TABLES_CHANGED_BY_REFUSALS: Record<string, string> = {
  // Decision 9: a failed log-in (and a reset request) is counted before the answer, so that
  // parallel guesses cannot all slip under the limit. Counting a refusal is the point.
  login_failures: 'log-in throttling counts failed attempts',
  // Decision 108: the scheduler claims each job's due time here on its own timer, whatever a
  // request does; a tick landing inside a refused call is not the call's change.
  scheduled_jobs: 'the job scheduler claims due times on its own timer',
};

/** A digest of every row of each watched table: `{ table: md5 }`. */
export type DbState = Record<string, string>;

export interface DbStateWatch {
  /** Digests of every watched table. */
  read(): Promise<DbState>;
  /** Waits until the contents stay the same for a moment (a request's background work is done). */
  settle(quietMs?: number): Promise<void>;
}

/**
 * Reads digests of every user table's contents, so a test can prove that a refused request
 * changed nothing. Rows are hashed as text and sorted, so a digest depends on the contents only.
 *
 * Hashing every table takes ~15 ms on PGlite, so the last digests are reused while the next
 * transaction id has not moved: every writing transaction takes an id, so an unmoved counter
 * means nothing was written. A moved one (a write, a rolled-back write, or on PostgreSQL another
 * database of the cluster) only costs a fresh hash.
 */
export async function watchDbState(db: Db): Promise<DbStateWatch> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as "name" from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !(name in TABLES_CHANGED_BY_REFUSALS));
  if (tables.length === 0) throw new Error('no tables to watch');
  const digests = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as "name", coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as "digest" from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const nextXid = async () =>
    (
      await queryRows<{ xid: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as "xid"`,
      )
    )[0]!.xid;

  let cached: { xid: string; state: DbState } | undefined;
  const read = async (): Promise<DbState> => {
    const xid = await nextXid();
    if (cached?.xid === xid) return cached.state;
    const rows = await queryRows<{ name: string; digest: string }>(db, digests);
    const state = Object.fromEntries(rows.map((r) => [r.name, r.digest]));
    cached = { xid, state };
    return state;
  };

  return {
    read,
    async settle(quietMs = 10) {
      let last = JSON.stringify(await read());
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, quietMs));
        const now = JSON.stringify(await read());
        if (now === last) return;
        last = now;
      }
    },
  };
}

/** Names of the tables whose digests differ. */
export function changedTables(before: DbState, after: DbState): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
