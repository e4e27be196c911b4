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
import { timestamps } from './columns';
import { users } from './users';

// What the flat discussions (news articles', journal club sessions') share: their comments'
// columns, index and check beside the key to what each discusses, and their likes and reports.

/**
 * A comment's own columns: plain text by an author, edited in place, hidden when reports reach
 * the threshold or an admin hides it (then seen only by its author and admins).
 */
export const discussionCommentColumns = () => ({
  authorId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: text().notNull(),
  /** Set when reports reached the threshold or an admin hid it; cleared by an admin. */
  hiddenAt: timestamp({ withTimezone: true }),
  hiddenReason: text({ enum: ['reports', 'moderator'] }),
  editedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** The comments' author index and hidden-reason check; `name` prefixes them, as it did. */
export const discussionCommentChecks = (
  name: string,
  t: { authorId: AnyPgColumn; hiddenReason: AnyPgColumn },
) => [
  index(`${name}_author_idx`).on(t.authorId),
  check(
    `${name}_hidden_reason_check`,
    sql`${t.hiddenReason} is null or ${t.hiddenReason} in ('reports', 'moderator')`,
  ),
];

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
