import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The public reader's filter on a `published_at` column (decision 91): null is a draft, a time to
 * come is scheduled, and the row shows from that time on without anything running. `now()` is
 * the statement's transaction time, so a prepared statement stays right as time passes.
 */
export const isPublished = (column: AnyPgColumn): SQL => sql`${column} <= now()`;

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
