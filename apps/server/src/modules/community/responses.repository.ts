import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { queryRows } from '../../db/raw';
import { avatarOfUser, nameAndAvatarColumns } from '../../db/person-columns';
import {
  communityMemberships as memberships,
  communityPosts as posts,
  communityResponses as responses,
  media,
  users,
} from '../../db/schema';
import type { Actor } from './community.policy';
import type { ResponseRow } from './community.view';
import { createFeedbackRepository, responseFeedback, reactionColumns } from './feedback.repository';
import { viewerMembershipOfPost } from './posts.repository';

function responseColumns(viewerId: string) {
  return {
    id: responses.id,
    postId: responses.postId,
    parentId: responses.parentId,
    body: responses.body,
    acceptedAt: responses.acceptedAt,
    hiddenAt: responses.hiddenAt,
    createdAt: responses.createdAt,
    authorId: responses.authorId,
    ...nameAndAvatarColumns,
    authorTitle: users.title,
    channelId: posts.channelId,
    postAuthorId: posts.authorId,
    postAnonymous: posts.anonymous,
    viewerRole: memberships.role,
    viewerStatus: memberships.status,
    ...reactionColumns(responseFeedback, viewerId),
  };
}

/** Hidden responses show to their author and moderators only (community.policy canSeeItem). */
const visibleTo = (viewer: Actor): SQL | undefined =>
  viewer.isAdmin
    ? undefined
    : or(
        isNull(responses.hiddenAt),
        eq(responses.authorId, viewer._id),
        and(eq(memberships.status, 'active'), eq(memberships.role, 'admin')),
      );

/** Responses of posts, one level of replies, with their likes and reports. */
export function createResponsesRepository(db: Db) {
  const feedback = createFeedbackRepository(db, responseFeedback);
  const select = (viewerId: string, withTotal: boolean, tx: Db = db) =>
    tx
      .select({ ...responseColumns(viewerId), ...(withTotal ? { total: totalOver } : {}) })
      .from(responses)
      .innerJoin(posts, eq(posts.id, responses.postId))
      .innerJoin(users, eq(users.id, responses.authorId))
      .leftJoin(media, avatarOfUser)
      .leftJoin(memberships, viewerMembershipOfPost(viewerId));

  return {
    async findResponse(id: string, viewerId: string, tx: Db = db): Promise<ResponseRow | null> {
      const [row] = await select(viewerId, false, tx).where(eq(responses.id, id)).limit(1);
      return row ?? null;
    },

    /** Responses by id, keyed by id, as `viewerId` would see each one (the review list). */
    async findResponses(ids: string[], viewerId: string): Promise<Map<string, ResponseRow>> {
      if (!ids.length) return new Map();
      const rows = await select(viewerId, false).where(inArray(responses.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Top-level responses of a post, accepted first then oldest first. */
    async pageTopLevel(
      postId: string,
      q: { limit: number; skip: number },
      viewer: Actor,
    ): Promise<Page<ResponseRow>> {
      return pageOfSelect(
        () =>
          select(viewer._id, true)
            .where(and(eq(responses.postId, postId), isNull(responses.parentId), visibleTo(viewer)))
            .$dynamic(),
        [sql`${responses.acceptedAt} is null`, asc(responses.createdAt), asc(responses.id)],
        q,
        (r) => r,
      );
    },

    /** Replies to the given responses, oldest first. */
    async replies(parentIds: string[], viewer: Actor): Promise<ResponseRow[]> {
      if (!parentIds.length) return [];
      return select(viewer._id, false)
        .where(and(inArray(responses.parentId, parentIds), visibleTo(viewer)))
        .orderBy(asc(responses.createdAt), asc(responses.id));
    },

    async insertResponse(
      input: {
        postId: string;
        parentId: string | null;
        authorId: string;
        body: string;
        createdAt?: Date;
      },
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx.insert(responses).values(input).returning({ id: responses.id });
      return row!.id;
    },

    /**
     * A member's new response, and its post marked active, in one statement: atomic on its own,
     * so no transaction (and its two more round trips) around it.
     */
    async addResponse(input: {
      postId: string;
      parentId: string | null;
      authorId: string;
      body: string;
    }): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`with added as (
              insert into community_responses (post_id, parent_id, author_id, body)
              values (${input.postId}, ${input.parentId}, ${input.authorId}, ${input.body})
              returning id),
            touched as (
              update community_posts set last_activity_at = now() where id = ${input.postId})
            select id from added`,
      );
      return row!.id;
    },

    async deleteResponse(id: string, tx: Db = db) {
      await tx.delete(responses).where(eq(responses.id, id));
    },

    /** Moves the post's accepted mark to `id` (or takes it off with null). */
    async setAccepted(postId: string, id: string | null, tx: Db = db) {
      await tx
        .update(responses)
        .set({ acceptedAt: null })
        .where(and(eq(responses.postId, postId), sql`${responses.acceptedAt} is not null`));
      if (id)
        await tx
          .update(responses)
          .set({ acceptedAt: sql`now()` })
          .where(eq(responses.id, id));
    },

    lockResponse: feedback.lock,
    ...feedback,
  };
}

export type ResponsesRepository = ReturnType<typeof createResponsesRepository>;
