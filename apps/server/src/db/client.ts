import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './preparing-client';
import { queryRows } from './raw';
import { GuardedPGlite, GuardedPool, guardedTransactions } from './transaction-guard';
import * as schema from './schema';

/** One type for both drivers, so repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How the schema's camelCase keys name columns: drizzle-kit's and every query builder's. */
export const CASING = 'snake_case';

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Size of the database in bytes (pg_database_size). */
  sizeBytes(): Promise<number>;
  /** PostgreSQL only: the pool's connections (PGlite is one connection in the process). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * PGlite only: runs `alongside` while no query runs, and dumps the data directory (a gzipped
   * tar) in the same pause, so that both show one instant (the backup, decision 111).
   */
  pauseAndDump?<T>(alongside: () => Promise<T>): Promise<{ dump: Blob; result: T }>;
  close(): Promise<void>;
}

async function sizeBytes(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: number }>(
    db,
    sql`select pg_database_size(current_database())::float8 as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

export const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/**
 * A PGlite with the extensions the migrations use (btree_gist: the bookings' exclusion
 * constraints; pg_trgm and unaccent: the search, decision 151). Every PGlite of the app and its
 * tests is made here.
 */
export function newPglite(options: PGliteOptions = {}, guard = guardByDefault()): PGlite {
  const Client = guard ? GuardedPGlite : PGlite;
  return new Client({
    ...options,
    extensions: { ...options.extensions, btree_gist, pg_trgm, unaccent },
  });
}

/**
 * The guard against a query beside an open transaction (db/transaction-guard.ts) is on wherever
 * the code is developed and tested, and off in production, where it would only cost time.
 */
function guardByDefault(): boolean {
  return process.env.NODE_ENV !== 'production';
}

export type DatabaseOptions = (
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string; pglite?: PGlite }
) & {
  /** A query on `db` while a transaction of the same request is open throws (development, tests). */
  guard?: boolean;
};

/** Opens PostgreSQL through `pg`, or PGlite in a folder (or memory, or a given instance). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const guard = opts.guard ?? guardByDefault();
  const guarded = (db: Db) => (guard ? guardedTransactions(db) : db);
  if (opts.driver === 'postgres') {
    const Pool = guard ? GuardedPool : pg.Pool;
    const pool = new Pool({
      connectionString: opts.url,
      // Each connection prepares its parameterised statements once (decision 148).
      Client: PreparingClient,
      max: opts.poolSize ?? 10,
      // A connection kept through a quiet spell is one the next burst need not open, prepare its
      // statements on and plan them again for (decision 126); pg's default closes it after 10 s.
      idleTimeoutMillis: 300_000,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = guarded(drizzlePg(pool, { schema, casing: CASING }) as unknown as Db);
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      sizeBytes: () => sizeBytes(db),
      poolStats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) {
      // PGlite creates only the last folder of its path.
      mkdirSync(dirname(resolve(opts.dataDir)), { recursive: true });
      client = newPglite({ dataDir: opts.dataDir }, guard);
    } else {
      client = newPglite({}, guard);
    }
  }
  const pglite = client;
  await pglite.waitReady;
  const db = guarded(drizzlePglite(pglite, { schema, casing: CASING }) as unknown as Db);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    ping: async () => {
      if (pglite.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    sizeBytes: () => sizeBytes(db),
    pauseAndDump: (alongside) =>
      // dumpDataDir() would take the query lock itself; taking it here holds it over both.
      pglite._runExclusiveQuery(async () => {
        const result = await alongside();
        const dump = await pglite.fs!.dumpTar(pglite.dataDir?.split('/').pop() ?? 'pgdata', 'gzip');
        return { dump, result };
      }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pg');
}
