import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A page of rows and the total that matched (the API's `option[0].count`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Select it beside a page's columns: the total comes with the page in one round trip. */
export const totalOver = sql<number>`(count(*) over ())::int`.mapWith(Number);

/**
 * The total when a page past the end has no row to carry `totalOver`. `where` must reference
 * only the table's own columns (no join is made).
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}
