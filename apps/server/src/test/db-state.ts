import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * Tables a refused request may change by design, with the reason. Everything else in the
 * `public` schema must be the same after a refused request.
 */
export const TABLES_CHANGED_BY_REFUSALS: Record<string, string> = {
  // Decision 9: a failed log-in (and a reset request) is counted before the answer, so that
  // parallel guesses cannot all slip under the limit. Counting a refusal is the point.
  login_failures: 'log-in throttling counts failed attempts',
  // Decision 108: the scheduler claims each job's due time here on its own timer, whatever a
  // request does; a tick landing inside a refused call is not the call's change.
  scheduled_jobs: 'the job scheduler claims due times on its own timer',
};

/** How many rows of each watched table have been written so far: `{ table: count }`. */
export type DbState = Record<string, string>;

export interface DbStateWatch {
  /** The write counts of every watched table. */
  read(): Promise<DbState>;
  /** Waits until the counts stay the same for a moment (a request's background work is done). */
  settle(quietMs?: number): Promise<void>;
}

/** The test's own table of counts, and the trigger function that keeps it. */
const COUNTS = 'test_table_writes';
const COUNT_WRITE = 'test_count_write';

/**
 * Counts, from now on, every row inserted, deleted or changed in each user table, so that a test
 * can prove a refused request changed nothing by reading one small table. Triggers keep the
 * counts inside the writing transaction: a rolled-back write counts nothing, and an update that
 * leaves a row as it was (`old is not distinct from new`) counts nothing either, so a count
 * moves exactly when the committed contents do.
 *
 * Each database connection counts in rows of its own (keyed by its backend pid), so two
 * transactions never wait on each other's count.
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
    .filter((name) => !(name in TABLES_CHANGED_BY_REFUSALS) && name !== COUNTS);
  if (tables.length === 0) throw new Error('no tables to watch');

  await db.execute(
    sql.raw(`create table if not exists ${COUNTS} (
      table_name text not null,
      pid int not null,
      writes bigint not null,
      primary key (table_name, pid))`),
  );
  await db.execute(
    sql.raw(`create or replace function ${COUNT_WRITE}() returns trigger language plpgsql as $$
      begin
        insert into ${COUNTS} values (tg_table_name, pg_backend_pid(), 1)
          on conflict (table_name, pid) do update set writes = ${COUNTS}.writes + 1;
        return null;
      end $$`),
  );
  for (const name of tables) {
    const table = sql.identifier(name);
    const on = (what: string) => sql`${sql.raw(what)} on ${table}`;
    await db.execute(
      sql`create trigger test_counts_rows after ${on('insert or delete')} for each row execute function ${sql.raw(COUNT_WRITE)}()`,
    );
    await db.execute(
      sql`create trigger test_counts_changes after ${on('update')} for each row when (old.* is distinct from new.*) execute function ${sql.raw(COUNT_WRITE)}()`,
    );
    await db.execute(
      sql`create trigger test_counts_truncate after ${on('truncate')} for each statement execute function ${sql.raw(COUNT_WRITE)}()`,
    );
  }

  const read = async (): Promise<DbState> => {
    const rows = await queryRows<{ name: string; writes: string }>(
      db,
      sql`select table_name as "name", sum(writes)::text as "writes" from ${sql.identifier(COUNTS)} group by table_name`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.writes]));
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

/** Names of the tables whose counts differ. */
export function changedTables(before: DbState, after: DbState): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
