import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { homeAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { anyContains } from '../../db/like';
import { pageOfTable, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';

/** What every one of Home's kinds has: an id and a publication; most have a place in a list. */
export interface OrderedRow {
  id: string;
  position?: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A table of Home's publishable kinds (links, testimonials, guide cards, events). */
export interface OrderedTable {
  table: PgTable;
  id: PgColumn;
  /** The place in Home's list; a kind without one (events) gives `order` instead. */
  position?: PgColumn;
  /** The admin list's order; by `position` then id when left out. */
  order?: SQL[];
  publishedAt: PgColumn;
  /** The columns the admin's search looks in. */
  search: PgColumn[];
}

/**
 * Home's kinds as their editor sees them, drafts included, in Home's order. One repository for
 * the four tables: they differ only in their fields, which pass through.
 */
export function createAdminOrderedRepository<R extends OrderedRow>(db: Db, t: OrderedTable) {
  const table = t.table;
  const position = () => {
    if (!t.position) throw new Error('This kind has no place in a list.');
    return t.position;
  };
  const order = () => t.order ?? [asc(position()), asc(t.id)];
  return {
    async page(q: homeAdmin.AdminListQuery, tx: Db = db): Promise<Page<R>> {
      const where = and(anyContains(t.search, q.search), statusWhere(t.publishedAt, q.status));
      return pageOfTable<PgTable, R>(tx, table, where, order(), q);
    },

    async find(id: string, tx: Db = db, lock = false): Promise<R | null> {
      const query = tx.select().from(table).where(eq(t.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return (row as R | undefined) ?? null;
    },

    /** Every row in order, locked: a move renumbers them. */
    async allLocked(tx: Db): Promise<R[]> {
      const rows = await tx.select().from(table).orderBy(asc(position()), asc(t.id)).for('update');
      return rows as R[];
    },

    /** The place after the last. */
    async nextPosition(tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${position()}) + 1, 0)::int` })
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

    /** Whether the kind has a place in a list. */
    ordered: Boolean(t.position),

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
