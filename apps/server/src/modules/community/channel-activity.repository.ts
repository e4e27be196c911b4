import { and, asc, eq, ilike, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  communityPosts as posts,
} from '../../db/schema';
import { channelColumns, notArchived, visiblePost } from './channel-columns';

/** What is new in a member's channels, and whom a new post reaches. */
export function createChannelActivityRepository(db: Db) {
  return {
    /** New posts by others since the user's last visit, per active channel of theirs. */
    async newPosts(userId: string, channelIds?: string[]) {
      const columns = channelColumns(userId);
      const rows = await db
        .select({
          channelId: channels.id,
          newPostCount: columns.unreadCount,
          lastReadAt: memberships.lastReadAt,
          lastPostAt: channels.lastPostAt,
        })
        .from(memberships)
        .innerJoin(channels, eq(channels.id, memberships.channelId))
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.status, 'active'),
            notArchived,
            channelIds ? inArray(channels.id, channelIds) : undefined,
          ),
        )
        .orderBy(asc(channels.name));
      return rows;
    },

    /** The channel's active members but one (a new post's author), and whether each muted it. */
    async postRecipients(channelId: string, exceptUserId: string) {
      return db
        .select({ userId: memberships.userId, isMuted: memberships.isMuted })
        .from(memberships)
        .where(
          and(
            eq(memberships.channelId, channelId),
            eq(memberships.status, 'active'),
            ne(memberships.userId, exceptUserId),
          ),
        );
    },

    /** Of `postIds`, those still shown (to their channel); of `userIds`, those still in
     * `channelIds` (`channelId:userId`). Each list is one parameter, however long. */
    async stillToTell(channelIds: string[], userIds: string[], postIds: string[]) {
      const anyOf = (column: SQLWrapper, ids: string[]) =>
        sql`${column} = any(${sql.param(ids)}::uuid[])`;
      const [shown, members] = await Promise.all([
        db
          .select({ id: posts.id, channelId: posts.channelId })
          .from(posts)
          .where(and(anyOf(posts.id, postIds), visiblePost)),
        db
          .select({ channelId: memberships.channelId, userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              anyOf(memberships.channelId, channelIds),
              anyOf(memberships.userId, userIds),
              eq(memberships.status, 'active'),
            ),
          ),
      ]);
      return {
        posts: new Map(shown.map((r) => [r.id, r.channelId])),
        members: new Set(members.map((r) => `${r.channelId}:${r.userId}`)),
      };
    },

    /** Starred channels of a user (active memberships), matched by name. */
    async starred(userId: string, limit: number, title?: string) {
      const columns = channelColumns(userId);
      return db
        .select({
          id: channels.id,
          name: channels.name,
          unreadCount: columns.unreadCount,
          lastPostTitle: sql<
            string | null
          >`(select ${posts.title} from ${posts} where ${posts.channelId} = ${channels.id} and ${visiblePost} order by ${posts.createdAt} desc limit 1)`,
        })
        .from(memberships)
        .innerJoin(channels, eq(channels.id, memberships.channelId))
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.status, 'active'),
            eq(memberships.isStarred, true),
            notArchived,
            title ? ilike(channels.name, containsPattern(title)) : undefined,
          ),
        )
        .orderBy(asc(channels.name))
        .limit(limit);
    },
  };
}
