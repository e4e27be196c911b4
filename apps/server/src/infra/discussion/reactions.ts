import { and, eq, sql, type Column, type SQLWrapper } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type {
  communityPosts,
  communityResponses,
  journalClubComments,
  newsComments,
} from '../../db/schema';

// Every discussion of the portal (news comments, community posts and responses, the journal
// club's comments) is liked, reported and hidden alike: each kind of item has a reactions table
// keyed by its id and hiddenAt/hiddenReason columns of its own. One piece serves them all, so
// they cannot drift apart (decision 69).

export type ReactionKind = 'like' | 'report';

/** Why an item is hidden: enough reports, or a moderator's decision. */
export type HiddenReason = 'reports' | 'moderator';

/** A reactions table: one row per item, user and kind. */
export type ReactionTable = PgTable & { userId: Column; kind: Column };

/** The tables whose rows are discussed: each has `id`, `hiddenAt` and `hiddenReason`. */
export type DiscussionItemTable =
  | typeof newsComments
  | typeof communityPosts
  | typeof communityResponses
  | typeof journalClubComments;

/** One kind of item: its table, its reactions table and how a reaction row of it is written. */
export interface DiscussionTarget<T extends ReactionTable> {
  item: DiscussionItemTable;
  reactions: T;
  /** The reactions table's column holding the item's id. */
  itemId: Column;
  row: (itemId: string, userId: string, kind: ReactionKind) => PgInsertValue<T>;
}

/** The item's like and report counts and the viewer's own, as subqueries of a select of it. */
export function reactionColumns<T extends ReactionTable>(
  t: DiscussionTarget<T>,
  viewerId: string | SQLWrapper,
) {
  const { reactions: r, itemId, item } = t;
  return {
    likeCount: sql<number>`(select count(*)::int from ${r} where ${itemId} = ${item.id} and ${r.kind} = 'like')`,
    reportCount: sql<number>`(select count(*)::int from ${r} where ${itemId} = ${item.id} and ${r.kind} = 'report')`,
    isLiked: sql<boolean>`exists (select 1 from ${r} where ${itemId} = ${item.id} and ${r.userId} = ${viewerId} and ${r.kind} = 'like')`,
    isReported: sql<boolean>`exists (select 1 from ${r} where ${itemId} = ${item.id} and ${r.userId} = ${viewerId} and ${r.kind} = 'report')`,
  };
}

/** Likes, reports and hiding of one kind of item. */
export function createReactionsRepository<T extends ReactionTable>(db: Db, t: DiscussionTarget<T>) {
  const { item, reactions, itemId: itemIdColumn } = t;
  // Widened for from(): its check of the table cannot see through a type parameter.
  const reactionsTable: PgTable = reactions;
  const ofKind = (itemId: string, kind: ReactionKind) =>
    and(eq(itemIdColumn, itemId), eq(reactions.kind, kind));

  return {
    /** Adds the user's like; liking twice is one like. */
    async like(itemId: string, userId: string, tx: Db = db) {
      await tx
        .insert(reactions)
        .values(t.row(itemId, userId, 'like'))
        .onConflictDoNothing();
    },

    async unlike(itemId: string, userId: string, tx: Db = db) {
      await tx.delete(reactions).where(and(ofKind(itemId, 'like'), eq(reactions.userId, userId)));
    },

    /** Records a report (once per user) and returns the item's report count after it. */
    async addReport(itemId: string, userId: string, tx: Db = db): Promise<number> {
      await tx
        .insert(reactions)
        .values(t.row(itemId, userId, 'report'))
        .onConflictDoNothing();
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(reactionsTable)
        .where(ofKind(itemId, 'report'));
      return Number(row?.n ?? 0);
    },

    async clearReports(itemId: string, tx: Db = db) {
      await tx.delete(reactions).where(ofKind(itemId, 'report'));
    },

    /**
     * Locks the item's row for a change that must see it first (a report, a moderation change,
     * an accept); null when it is gone.
     */
    async lock(id: string, tx: Db): Promise<{ id: string; hiddenAt: Date | null } | null> {
      const [row] = await tx
        .select({ id: item.id, hiddenAt: item.hiddenAt })
        .from(item)
        .where(eq(item.id, id))
        .for('update');
      return row ?? null;
    },

    /** Hides (`reason` given) or shows again (`null`) the item; `at` defaults to the database's now. */
    async setHidden(id: string, reason: HiddenReason | null, tx: Db = db, at?: Date) {
      await tx
        .update(item)
        .set(
          reason
            ? { hiddenAt: at ?? sql`now()`, hiddenReason: reason }
            : { hiddenAt: null, hiddenReason: null },
        )
        .where(eq(item.id, id));
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
