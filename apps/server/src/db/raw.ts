import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * Rows of a raw SQL query on either driver (both answer `{ rows }`). Alias columns in
 * camelCase and cast counts to int: pg returns bigint as text.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a hot statement whose text never changes: on PostgreSQL it is prepared once per
 * connection under `name`, so the server neither parses nor plans it again; PGlite runs it as
 * it is. Values are positional ($1, $2, …) and passed to the driver as they are.
 */
export async function preparedRows<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text, values })).rows as T[];
  }
  return (await (client as PGlite).query<T>(text, values)).rows;
}
