import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { homeAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';

/** What every one of Home's ordered kinds has: an id, a place in the list, a publication. */
export interface OrderedRow {
  id: string;
  position: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A table of Home's ordered, publishable kinds (links, testimonials, guide cards). */
export interface OrderedTable {
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
  publishedAt: PgColumn;
  /** The columns the admin's search looks in. */
  search: PgColumn[];
}

/**
 * Home's ordered kinds as their editor sees them, drafts included, in Home's order. One
 * repository for the three tables: they differ only in their fields, which pass through.
 */
export function createAdminOrderedRepository<R extends OrderedRow>(db: Db, t: OrderedTable) {
  const table = t.table;
  return {
    async page(q: homeAdmin.AdminListQuery, tx: Db = db): Promise<Page<R>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern ? or(...t.search.map((c) => ilike(c, pattern))) : undefined,
        statusWhere(t.publishedAt, q.status),
      );
      const rows = await tx
        .select({ row: table, total: totalOver } as never)
        .from(table)
        .where(where)
        .orderBy(asc(t.position), asc(t.id))
        .limit(q.limit)
        .offset(q.skip);
      const page = rows as unknown as { row: R; total: number }[];
      const total = page[0]?.total ?? (q.skip > 0 ? await countRows(tx, table, where) : 0);
      return { rows: page.map((r) => r.row), total };
    },

    async find(id: string, tx: Db = db, lock = false): Promise<R | null> {
      const query = tx.select().from(table).where(eq(t.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return (row as R | undefined) ?? null;
    },

    /** Every row in order, locked: a move renumbers them. */
    async allLocked(tx: Db): Promise<R[]> {
      const rows = await tx.select().from(table).orderBy(asc(t.position), asc(t.id)).for('update');
      return rows as R[];
    },

    /** The place after the last. */
    async nextPosition(tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${t.position}) + 1, 0)::int` })
        .from(table);
      return Number(row?.n ?? 0);
    },

    async insert(values: Record<string, unknown>, tx: Db): Promise<string> {
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: t.id });
      return (row as { id: string }).id;
    },

    async update(id: string, values: Record<string, unknown>, tx: Db): Promise<void> {
      await tx
        .update(table)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(eq(t.id, id));
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(table).where(eq(t.id, id));
    },
  };
}

export type AdminOrderedRepository<R extends OrderedRow> = ReturnType<
  typeof createAdminOrderedRepository<R>
>;
