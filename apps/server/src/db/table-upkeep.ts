import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { queryRows } from './raw';

/** A table past one of autovacuum's thresholds: `vacuum` when its dead rows are. */
export interface DueTable {
  /** Schema-qualified and quoted, as the catalog spells it. */
  name: string;
  vacuum: boolean;
}

/**
 * Whether PostgreSQL's autovacuum is at work: its launcher is a backend of its own. PGlite has
 * none (one process, no background workers), although it reports the setting `on`.
 */
export async function autovacuumRuns(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ runs: boolean }>(
    db,
    sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as "runs"`,
  );
  return row?.runs ?? false;
}

/**
 * Tables autovacuum would see to now, by its own rules and the database's own settings (so an
 * operator's tuning holds): rows changed since the last ANALYZE past its analyze threshold, or
 * dead rows past its vacuum threshold; a table never analysed counts as holding none.
 */
export function dueTables(db: Db): Promise<DueTable[]> {
  return queryRows<DueTable>(
    db,
    sql`with limits as (
          select current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
                 current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_share,
                 current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
                 current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_share
        ), counted as (
          select format('%I.%I', s.schemaname, s.relname) as name, s.n_mod_since_analyze,
                 s.n_dead_tup, greatest(c.reltuples, 0) as rows
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        )
        select name as "name", n_dead_tup > vacuum_base + vacuum_share * rows as "vacuum"
        from counted, limits
        where n_mod_since_analyze > analyze_base + analyze_share * rows
           or n_dead_tup > vacuum_base + vacuum_share * rows
        order by name`,
  );
}

/**
 * Autovacuum's work where it does not run (decision 154): the embedded PGlite never runs it, so
 * without this its planner keeps the guesses it made of empty tables (a channel's members all
 * scanned to update one of them) and dead rows are never reclaimed. Where autovacuum runs this
 * does nothing. One table at a time, so other statements go between them.
 */
export function createTableUpkeep(db: Db, log: Pick<FastifyBaseLogger, 'info'>) {
  return async function upkeep(): Promise<DueTable[]> {
    if (await autovacuumRuns(db)) return [];
    const due = await dueTables(db);
    for (const table of due) {
      await db.execute(sql.raw(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`));
    }
    if (due.length) {
      log.info(
        {
          analysed: due.filter((t) => !t.vacuum).map((t) => t.name),
          vacuumed: due.filter((t) => t.vacuum).map((t) => t.name),
        },
        'table upkeep: statistics and dead rows seen to',
      );
    }
    return due;
  };
}
