import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/** A person as a booking shows them. */
export interface PartyRow {
  id: string;
  name: string;
  avatarPath: string | null;
}

/** A qualified column for the subqueries below (drizzle leaves a lone table's columns bare). */
export const col = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

export const nameOf = (userId: SQL | AnyPgColumn) =>
  sql<string>`(select concat_ws(' ', u.first_name, u.last_name) from ${users} u where u.id = ${userId})`;
export const avatarOf = (userId: SQL | AnyPgColumn) =>
  sql<
    string | null
  >`(select m.thumb_path from ${users} u join media m on m.id = u.avatar_media_id where u.id = ${userId})`;
