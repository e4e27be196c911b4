// A PostgreSQL database of a benchmark's own, made fresh and dropped after the run.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';

async function adminQuery(baseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<unique>` on the server of `baseUrl`; `drop` removes it, sessions and all. */
export async function createBenchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * The planner's statistics for what was just loaded, as a database long in use has them: without
 * them it guesses, and a guess can pick the wrong index for every request of the run (a channel's
 * 2,000 members scanned to update one). Autovacuum would gather them within a minute where it
 * runs; it does not on PGlite nor on a PostgreSQL started without it.
 */
export async function analyseAfterLoading(database: Database) {
  await database.db.execute(sql`analyze`);
}
