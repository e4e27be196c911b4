import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching `search` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's search: rows where any of `columns` contains `search`; no filter without a term. */
export function anyContains(columns: AnyPgColumn[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
