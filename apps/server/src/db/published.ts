import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { anyContains } from './like';
import { pageOfTable, type Page } from './paging';
import { queryRows } from './raw';

/**
 * The public reader's filter on a `published_at` column (decision 91): null is a draft, a time to
 * come is scheduled, and the row shows from that time on without anything running. `now()` is
 * the statement's transaction time, so a prepared statement stays right as time passes.
 */
export const isPublished = (column: AnyPgColumn): SQL => sql`${column} <= now()`;

/** A reader's list of a table of published content (the library, Home's links and events). */
export interface PublishedList {
  publishedAt: AnyPgColumn;
  /** The columns the list's search looks in. */
  search: AnyPgColumn[];
  order: SQL[];
}

/**
 * A page of the rows readers see (published only), matching the search and `filters`, with
 * the total: one query for every list of whole published rows.
 */
export function publishedPage<T extends PgTable>(
  db: Db,
  table: T,
  list: PublishedList,
  q: { limit: number; skip: number; search?: string | undefined },
  filters: (SQL | undefined)[] = [],
): Promise<Page<T['$inferSelect']>> {
  const where = and(isPublished(list.publishedAt), anyContains(list.search, q.search), ...filters);
  return pageOfTable(db, table, where, list.order, q);
}

/**
 * When the next scheduled row of any of these `published_at` columns starts to show (epoch ms,
 * the database's clock as `isPublished` reads it), or null: a copy of what readers see is good
 * until then at most.
 */
export async function nextPublication(db: Db, columns: AnyPgColumn[]): Promise<number | null> {
  const firsts = columns.map(
    (column) => sql`(select min(${column}) from ${column.table} where ${column} > now())`,
  );
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select least(${sql.join(firsts, sql`, `)}) as "at"`,
  );
  return row?.at ? new Date(row.at).getTime() : null;
}

/** The publication state of a `published_at` value at `now`. */
export function publicationStatus(
  publishedAt: Date | null,
  now: Date = new Date(),
): 'draft' | 'scheduled' | 'published' {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The admin list's filter on a publication state. */
export function statusWhere(
  column: AnyPgColumn,
  status: 'draft' | 'scheduled' | 'published' | undefined,
): SQL | undefined {
  if (status === 'draft') return sql`${column} is null`;
  if (status === 'scheduled') return sql`${column} > now()`;
  if (status === 'published') return sql`${column} <= now()`;
  return undefined;
}

/** Who made an admin change, as the audit trail names them. */
export interface Actor {
  id: string;
  name: string;
}

/** The audit name of a session user. */
export const actorOf = (user: { _id: string; firstName: string; lastName: string }): Actor => ({
  id: user._id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/**
 * The audit action of a change: `publish` or `unpublish` when the change is only the
 * publication time and it moved a draft to a time or back; otherwise `update`.
 */
export function auditActionOf(
  patch: object,
  before: string | null,
  after: string | null,
): 'update' | 'publish' | 'unpublish' {
  const keys = Object.keys(patch);
  if (keys.length !== 1 || keys[0] !== 'publishedAt') return 'update';
  if (before === null && after !== null) return 'publish';
  if (before !== null && after === null) return 'unpublish';
  return 'update';
}
