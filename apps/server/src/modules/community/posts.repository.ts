import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOf, totalOf, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { avatarOfUser, nameAndAvatarColumns } from '../../db/person-columns';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  communityPosts as posts,
  communityResponses as responses,
  media,
  users,
} from '../../db/schema';
import type { Actor } from './community.policy';
import type { PostRow } from './community.view';
import { createFeedbackRepository, postFeedback, reactionColumns } from './feedback.repository';

// Posts and their likes and reports (kept, with hiding, as responses keep theirs: see
// feedback.repository). Reads join the viewer's membership of the post's channel, so the
// service (community.view) decides permissions and anonymity from one row.

function postColumns(viewerId: string | SQLWrapper) {
  return {
    id: posts.id,
    channelId: posts.channelId,
    channelName: channels.name,
    channelVisibility: channels.visibility,
    channelArchivedAt: channels.archivedAt,
    title: posts.title,
    body: posts.body,
    imageUrl: posts.imageUrl,
    anonymous: posts.anonymous,
    pinnedAt: posts.pinnedAt,
    hiddenAt: posts.hiddenAt,
    editedAt: posts.editedAt,
    createdAt: posts.createdAt,
    lastActivityAt: posts.lastActivityAt,
    authorId: posts.authorId,
    ...nameAndAvatarColumns,
    authorTitle: users.title,
    viewerRole: memberships.role,
    viewerStatus: memberships.status,
    responseCount: sql<number>`(select count(*)::int from ${responses} where ${responses.postId} = ${posts.id} and ${responses.hiddenAt} is null)`,
    ...reactionColumns(postFeedback, viewerId),
  };
}

/** The join of the viewer's membership of a post's channel, which `readableBy` reads. */
export const viewerMembershipOfPost = (viewerId: string | SQLWrapper) =>
  and(eq(memberships.channelId, posts.channelId), eq(memberships.userId, viewerId));

/**
 * Posts `viewer` may read (community.policy's canReadChannel and canSeeItem, as SQL): user
 * posts; posts of open channels unless removed from them; of channels they are an active member
 * of; hidden ones only to their author and moderators. Site admins read all. Reads the post's
 * channel and the viewer's membership of it, joined as `select` joins them (the search too).
 */
export function readableBy(viewer: {
  isAdmin: boolean;
  _id: string | SQLWrapper;
}): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(
    or(
      isNull(posts.channelId),
      eq(memberships.status, 'active'),
      and(
        eq(channels.visibility, 'open'),
        or(isNull(memberships.status), sql`${memberships.status} <> 'removed'`),
      ),
    ),
    or(
      isNull(posts.hiddenAt),
      eq(posts.authorId, viewer._id),
      and(eq(memberships.status, 'active'), eq(memberships.role, 'admin')),
    ),
  );
}

export interface PostInput {
  channelId: string | null;
  authorId: string;
  title: string;
  body: string;
  imageUrl: string | null;
  anonymous: boolean;
  createdAt?: Date;
}

export function createPostsRepository(db: Db) {
  const prepared = preparedOnce();
  const feedback = createFeedbackRepository(db, postFeedback);
  const select = (viewerId: string | SQLWrapper, total: SQL<number> | null, tx: Db = db) =>
    tx
      .select({ ...postColumns(viewerId), ...(total ? { total } : {}) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(media, avatarOfUser)
      .leftJoin(channels, eq(channels.id, posts.channelId))
      .leftJoin(memberships, viewerMembershipOfPost(viewerId));
  /** How many posts `filter` matches, read with the channel and membership it may need. */
  const counted = (viewerId: string | SQLWrapper, filter: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(posts)
      .leftJoin(channels, eq(channels.id, posts.channelId))
      .leftJoin(memberships, viewerMembershipOfPost(viewerId))
      .where(filter);

  return {
    async findPost(id: string, viewerId: string, tx: Db = db): Promise<PostRow | null> {
      // HOT-PATH EXCEPTION (decision 125): outside a transaction, prepared once.
      const [row] =
        tx === db
          ? await prepared('community_post_one', () =>
              select(sql.placeholder('viewerId'), null)
                .where(eq(posts.id, sql.placeholder('id')))
                .limit(1),
            ).execute({ id, viewerId })
          : await select(viewerId, null, tx).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

    /** Posts by id, keyed by id, as `viewerId` would see each one (the review list). */
    async findPosts(ids: string[], viewerId: string): Promise<Map<string, PostRow>> {
      if (!ids.length) return new Map();
      const rows = await select(viewerId, null).where(inArray(posts.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** A page of the posts `viewer` may read, pinned first. */
    async pagePosts(q: community.PostListQuery, viewer: Actor): Promise<Page<PostRow>> {
      const where = and(
        readableBy(viewer),
        // One channel's posts: the service let the reader into it. Else archived channels' posts
        // are in no list (issue 48).
        q.channelId
          ? eq(posts.channelId, q.channelId)
          : or(isNull(posts.channelId), isNull(channels.archivedAt)),
        q.type === 'user' ? isNull(posts.channelId) : undefined,
        q.type === 'channel' ? isNotNull(posts.channelId) : undefined,
        q.authorId ? eq(posts.authorId, q.authorId) : undefined,
        // A list by author must not reveal who wrote the anonymous posts.
        q.authorId && q.authorId !== viewer._id && !viewer.isAdmin
          ? eq(posts.anonymous, false)
          : undefined,
        // Title and body only: matching the author's name would unmask anonymous posts.
        q.search
          ? or(
              ilike(posts.title, containsPattern(q.search)),
              ilike(posts.body, containsPattern(q.search)),
            )
          : undefined,
      );
      const order = q.sort === 'active' ? posts.lastActivityAt : posts.createdAt;
      // Pages count their total apart from their rows (decision 155): a channel's posts
      // grow without end, and its page is read by the index of its order.
      const page = (viewerId: string | SQLWrapper, filter: SQL | undefined) =>
        select(viewerId, totalOf(counted(viewerId, filter)))
          .where(filter)
          .orderBy(sql`${posts.pinnedAt} is null`, desc(order), desc(posts.id));
      // HOT-PATH EXCEPTION (decision 125): a channel's posts, as the web app lists them (no
      // other filter), prepared once per sort and kind of reader.
      const channelOnly = q.channelId && !q.type && !q.authorId && !q.search;
      const rows = channelOnly
        ? await prepared(`community_posts_channel_${q.sort}_${Number(viewer.isAdmin)}`, () => {
            const viewerId = sql.placeholder('viewerId');
            return page(
              viewerId,
              and(
                readableBy({ isAdmin: viewer.isAdmin, _id: viewerId }),
                eq(posts.channelId, sql.placeholder('channelId')),
              ),
            )
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset'));
          }).execute({
            viewerId: viewer._id,
            channelId: q.channelId,
            limit: q.limit,
            offset: q.skip,
          })
        : await page(viewer._id, where).limit(q.limit).offset(q.skip);
      return pageOf(
        rows,
        q.skip,
        (r) => r,
        async () => {
          const [row] = await counted(viewer._id, where);
          return row?.n ?? 0;
        },
      );
    },

    async insertPost(input: PostInput, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(posts)
        .values({ ...input, lastActivityAt: input.createdAt ?? sql`now()` })
        .returning({ id: posts.id });
      return row!.id;
    },

    async editPost(
      id: string,
      set: { title?: string; body?: string; imageUrl?: string | null },
    ): Promise<void> {
      await db
        .update(posts)
        .set({ ...set, editedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(posts.id, id));
    },

    async deletePost(id: string, tx: Db = db): Promise<void> {
      await tx.delete(posts).where(eq(posts.id, id));
    },

    async setPinned(id: string, pinned: boolean, tx: Db = db) {
      await tx
        .update(posts)
        .set({ pinnedAt: pinned ? sql`now()` : null })
        .where(eq(posts.id, id));
    },

    lockPost: feedback.lock,
    ...feedback,
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
