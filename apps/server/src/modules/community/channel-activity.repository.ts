import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/raw';
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

    /**
     * Of `postIds`, those still shown (to their channel); of the `channelId:userId` pairs, those
     * no longer active members. The pairs go as two array parameters and only the few that left
     * come back, so a channel of thousands costs index lookups, not thousands of rows.
     */
    async stillToTell(pairs: { channelIds: string[]; userIds: string[] }, postIds: string[]) {
      const [shown, gone] = await Promise.all([
        db
          .select({ id: posts.id, channelId: posts.channelId })
          .from(posts)
          .where(and(sql`${posts.id} = any(${sql.param(postIds)}::uuid[])`, visiblePost)),
        queryRows<{ channelId: string; userId: string }>(
          db,
          sql`select p.channel_id as "channelId", p.user_id as "userId"
              from unnest(${sql.param(pairs.channelIds)}::uuid[], ${sql.param(pairs.userIds)}::uuid[])
                as p(channel_id, user_id)
              where not exists (
                select 1 from ${memberships} m
                where m.channel_id = p.channel_id and m.user_id = p.user_id and m.status = 'active')`,
        ),
      ]);
      return {
        posts: new Map(shown.map((r) => [r.id, r.channelId])),
        gone: new Set(gone.map((r) => `${r.channelId}:${r.userId}`)),
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
