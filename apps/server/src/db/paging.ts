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

/**
 * The total of a page's own select cut to one row: a count past the end that keeps the select's
 * joins, where `countRows` cannot.
 */
export async function totalOf(firstRow: PromiseLike<{ total: number }[]>): Promise<number> {
  return (await firstRow)[0]?.total ?? 0;
}

/**
 * A page from rows selected with `totalOver`, each mapped by `map`. A page past the end has no
 * row to carry the total: `countPastEnd` then counts what matched, a second round trip only in
 * that case (without it such a page reports 0).
 */
export async function pageOf<R extends { total?: number | undefined }, T>(
  rows: readonly R[],
  skip: number,
  map: (row: R) => T,
  countPastEnd?: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows[0]?.total ?? (skip > 0 && countPastEnd ? await countPastEnd() : 0);
  return { rows: rows.map((row) => map(row)), total };
}

/**
 * A page of a table's whole rows matching `where`, in `order`, with the total: the list every
 * plain table of published content (and its editor's list) reads.
 */
export async function pageOfTable<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  q: { limit: number; skip: number },
): Promise<Page<R>> {
  // A table passed as a value loses its row type; the caller names it as R.
  const rows = (await db
    .select({ row: table, total: totalOver } as never)
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.skip)) as unknown as { row: R; total: number }[];
  return pageOf(
    rows,
    q.skip,
    (r) => r.row,
    () => countRows(db, table, where),
  );
}
