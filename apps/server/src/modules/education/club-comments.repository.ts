import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { avatarOfUser } from '../../db/person-columns';
import {
  journalClubCommentReactions,
  journalClubComments as comments,
  media,
  users,
} from '../../db/schema';
import {
  commentColumnsOf,
  commentsVisibleTo,
  toCommentRecord,
  type CommentRecord,
} from '../../infra/discussion/comments';
import {
  createReactionsRepository,
  reactionColumns,
  type DiscussionTarget,
} from '../../infra/discussion/reactions';
import type { Actor } from './journal-club.policy';

/** A club comment as stored, before the viewer's permission flags. */
export type ClubCommentRecord = CommentRecord & { journalClubId: string };

/** Club comments are liked, reported and hidden as every discussion's are. */
export const clubCommentFeedback: DiscussionTarget<typeof journalClubCommentReactions> = {
  item: comments,
  reactions: journalClubCommentReactions,
  itemId: journalClubCommentReactions.commentId,
  row: (commentId, userId, kind) => ({ commentId, userId, kind }),
};

const columns = (viewerId: string) => ({
  ...commentColumnsOf(comments),
  clubId: comments.clubId,
  ...reactionColumns(clubCommentFeedback, viewerId),
});

const visibleTo = (viewer: Actor): SQL | undefined =>
  commentsVisibleTo(comments, viewer.isAdmin, viewer._id);

/** The journal club's discussion: its comments with their likes, reports and hiding. */
export function createClubCommentsRepository(db: Db) {
  const select = (viewerId: string, withTotal: boolean) =>
    db
      .select({ ...columns(viewerId), ...(withTotal ? { total: totalOver } : {}) })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .leftJoin(media, avatarOfUser);
  const toRecord = (r: Parameters<typeof toCommentRecord>[0] & { clubId: string }) => ({
    ...toCommentRecord(r),
    journalClubId: r.clubId,
  });

  return {
    /** The newest comments of a session that `viewer` may see. */
    async page(
      clubId: string,
      q: { limit: number; skip: number },
      viewer: Actor,
    ): Promise<Page<ClubCommentRecord>> {
      const where = and(eq(comments.clubId, clubId), visibleTo(viewer));
      return pageOfSelect(
        () => select(viewer._id, true).where(where).$dynamic(),
        [desc(comments.createdAt), desc(comments.id)],
        q,
        toRecord,
      );
    },

    async find(id: string, viewerId: string): Promise<ClubCommentRecord | null> {
      const [row] = await select(viewerId, false).where(eq(comments.id, id)).limit(1);
      return row ? toRecord(row) : null;
    },

    async insert(input: {
      clubId: string;
      authorId: string;
      body: string;
      createdAt?: Date;
    }): Promise<string> {
      const [row] = await db.insert(comments).values(input).returning({ id: comments.id });
      return row!.id;
    },

    async edit(id: string, body: string, at: Date): Promise<void> {
      await db
        .update(comments)
        .set({ body, editedAt: at, updatedAt: at })
        .where(eq(comments.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },

    reactions: createReactionsRepository(db, clubCommentFeedback),
  };
}

export type ClubCommentsRepository = ReturnType<typeof createClubCommentsRepository>;
