import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A page of rows and the total that matched (the API's `option[0].count`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Select it beside a page's columns: the total comes with the page in one round trip. */
export const totalOver = sql<number>`(count(*) over ())::int`.mapWith(Number);

/**
 * `totalOver` for a list that grows without end (a channel's posts, an article's comments): the
 * total counted by `counted`, a select of Drizzle's `count()` from the list's own table with the
 * joins its filter needs, run once as a subquery of the page's statement. `count(*) over ()`
 * makes PostgreSQL build every matching row, joins and all, before the limit keeps a page of
 * them, so each page cost more as the list grew; this way the page reads its own rows only
 * (decision 155).
 */
export const totalOf = (counted: SQLWrapper) => sql<number>`(${counted})`.mapWith(Number);

/**
 * The total when a page past the end has no row to carry `totalOver`. `where` must reference
 * only the table's own columns (no join is made).
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
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
 * A page of a table's whole rows matching `where`, in `order`, each mapped by `map`, with the
 * total: the list every plain table (published content, an editor's list, a log) reads.
 */
export function pageOfTable<T extends PgTable, R = T['$inferSelect']>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: ListOrder,
  q: { limit: number; skip: number },
  map: (row: T['$inferSelect']) => R = (row) => row as R,
): Promise<Page<R>> {
  return pageOfSelect(
    // A table passed as a value loses its row type in the select; `map` names it again.
    () =>
      db
        .select({ row: table as PgTable, total: totalOver })
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
    order,
    q,
    (r) => map(r.row as T['$inferSelect']),
  );
}

/** What a list is ordered by: `orderBy`'s arguments. */
export type ListOrder = (PgColumn | SQL | SQL.Aliased)[];

/**
 * A page of a select whose columns include `totalOver`, in `order`, each row mapped by `map`: the
 * paging every list shares. `select` builds the select as a dynamic query (Drizzle's `$dynamic()`,
 * its documented way to add clauses to a query built elsewhere); a page past the end has no row to
 * carry the total, and then the same select cut to one row counts what matched, joins and all.
 */
export async function pageOfSelect<Q extends WithTotal, T>(
  select: () => Q,
  order: ListOrder,
  q: { limit: number; skip: number },
  map: (row: Q['_']['result'][number]) => T,
): Promise<Page<T>> {
  const rows = (await select()
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.skip)) as Q['_']['result'];
  return pageOf(rows, q.skip, map, async () => {
    const [first] = (await select().limit(1)) as Q['_']['result'];
    return first?.total ?? 0;
  });
}

/**
 * A dynamic select made with `totalOver` among its columns (optional for a select some of whose
 * callers leave it out).
 */
type WithTotal = PgSelect & { _: { result: { total?: number | undefined }[] } };
