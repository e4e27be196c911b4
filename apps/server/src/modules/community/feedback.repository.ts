import { and, eq, sql, type Column } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  communityPostReactions,
  communityPosts,
  communityResponseReactions,
  communityResponses,
} from '../../db/schema';

// Posts and responses are liked, reported and hidden alike: each kind has a reactions table
// keyed by its id and hiddenAt/hiddenReason columns of its own. One piece serves both so that
// the two cannot drift apart.

type ReactionKind = 'like' | 'report';

/** A reactions table: one row per item, user and kind. */
type ReactionTable = PgTable & { userId: Column; kind: Column };

/** One item kind: its table, its reactions table and how a reaction row of it is written. */
export interface FeedbackTarget<T extends ReactionTable> {
  item: typeof communityPosts | typeof communityResponses;
  reactions: T;
  /** The reactions table's column holding the item's id. */
  itemId: Column;
  row: (itemId: string, userId: string, kind: ReactionKind) => PgInsertValue<T>;
}

export const postFeedback: FeedbackTarget<typeof communityPostReactions> = {
  item: communityPosts,
  reactions: communityPostReactions,
  itemId: communityPostReactions.postId,
  row: (postId, userId, kind) => ({ postId, userId, kind }),
};

export const responseFeedback: FeedbackTarget<typeof communityResponseReactions> = {
  item: communityResponses,
  reactions: communityResponseReactions,
  itemId: communityResponseReactions.responseId,
  row: (responseId, userId, kind) => ({ responseId, userId, kind }),
};

/** The item's like and report counts and the viewer's own, as subqueries of a select of it. */
export function reactionColumns<T extends ReactionTable>(t: FeedbackTarget<T>, viewerId: string) {
  const { reactions: r, itemId, item } = t;
  return {
    likeCount: sql<number>`(select count(*)::int from ${r} where ${itemId} = ${item.id} and ${r.kind} = 'like')`,
    reportCount: sql<number>`(select count(*)::int from ${r} where ${itemId} = ${item.id} and ${r.kind} = 'report')`,
    isLiked: sql<boolean>`exists (select 1 from ${r} where ${itemId} = ${item.id} and ${r.userId} = ${viewerId} and ${r.kind} = 'like')`,
    isReported: sql<boolean>`exists (select 1 from ${r} where ${itemId} = ${item.id} and ${r.userId} = ${viewerId} and ${r.kind} = 'report')`,
  };
}

/** Likes, reports and hiding of one item kind. */
export function createFeedbackRepository<T extends ReactionTable>(db: Db, t: FeedbackTarget<T>) {
  const { item, reactions, itemId: itemIdColumn } = t;
  // Widened for from(): its check of the table cannot see through a type parameter.
  const reactionsTable: PgTable = reactions;
  const ofKind = (itemId: string, kind: ReactionKind) =>
    and(eq(itemIdColumn, itemId), eq(reactions.kind, kind));

  return {
    async like(itemId: string, userId: string, tx: Db = db) {
      await tx
        .insert(reactions)
        .values(t.row(itemId, userId, 'like'))
        .onConflictDoNothing();
    },

    async unlike(itemId: string, userId: string, tx: Db = db) {
      await tx
        .delete(reactions)
        .where(
          and(eq(itemIdColumn, itemId), eq(reactions.userId, userId), eq(reactions.kind, 'like')),
        );
    },

    /** Records a report (once per member) and returns the item's report count after it. */
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
    async lock(id: string, tx: Db) {
      const [row] = await tx
        .select({ id: item.id, hiddenAt: item.hiddenAt })
        .from(item)
        .where(eq(item.id, id))
        .for('update');
      return row ?? null;
    },

    async setHidden(id: string, reason: 'reports' | 'moderator' | null, tx: Db = db) {
      await tx
        .update(item)
        .set(
          reason
            ? { hiddenAt: sql`now()`, hiddenReason: reason }
            : { hiddenAt: null, hiddenReason: null },
        )
        .where(eq(item.id, id));
    },
  };
}
