import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Likes and reports of a discussion's comments (news, the journal club): one row per comment,
 * user and kind, so each user likes and reports a comment at most once. The name prefixes the
 * key, index and check names, as they were before this helper existed.
 */
export const commentReactionsTable = (name: string, commentId: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      commentId: uuid().notNull().references(commentId, { onDelete: 'cascade' }),
      userId: uuid()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      kind: text({ enum: ['like', 'report'] }).notNull(),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.commentId, t.userId, t.kind] }),
      index(`${name}_user_idx`).on(t.userId),
      check(`${name}_kind_check`, sql`${t.kind} in ('like', 'report')`),
    ],
  );
