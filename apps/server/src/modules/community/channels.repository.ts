import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { totalOver, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  communityPosts as posts,
} from '../../db/schema';
import type { ChannelRow } from './community.view';

// Channels and memberships. Unread numbers are derived in the query from the posts and the
// viewer's lastReadAt (decision 12's rule); member and post counts are the channel row's own,
// kept by the database's triggers (decision 128).

const visiblePost = sql`${posts.hiddenAt} is null`;

function channelColumns(viewerId: string | SQLWrapper) {
  return {
    id: channels.id,
    name: channels.name,
    description: channels.description,
    kind: channels.kind,
    visibility: channels.visibility,
    allowAnonymous: channels.allowAnonymous,
    createdAt: channels.createdAt,
    viewerRole: memberships.role,
    viewerStatus: memberships.status,
    isStarred: memberships.isStarred,
    isMuted: memberships.isMuted,
    lastReadAt: memberships.lastReadAt,
    memberCount: channels.memberCount,
    postCount: channels.postCount,
    lastPostAt: channels.lastPostAt,
    unreadCount: sql<number>`(select count(*)::int from ${posts} where ${posts.channelId} = ${channels.id} and ${visiblePost} and ${posts.authorId} <> ${viewerId} and (${memberships.lastReadAt} is null or ${posts.createdAt} > ${memberships.lastReadAt}))`,
    pendingRequestCount: sql<number>`(select count(*)::int from ${memberships} m where m.channel_id = ${channels.id} and m.status = 'pending')`,
  };
}

const viewerJoin = (viewerId: string | SQLWrapper) =>
  and(eq(memberships.channelId, channels.id), eq(memberships.userId, viewerId));

export interface MembershipRecord {
  id: string;
  channelId: string;
  userId: string;
  role: community.MemberRole;
  status: community.MemberStatus;
}

export interface ChannelInput {
  id?: string;
  name: string;
  description: string;
  kind: community.ChannelKind;
  visibility: community.ChannelVisibility;
  allowAnonymous?: boolean;
  createdBy?: string | null;
}

/** A membership as the services read it. */
const membershipColumns = {
  id: memberships.id,
  channelId: memberships.channelId,
  userId: memberships.userId,
  role: memberships.role,
  status: memberships.status,
};

export function createChannelsRepository(db: Db) {
  const prepared = preparedOnce();
  const selectChannels = (viewerId: string | SQLWrapper, tx: Db = db) =>
    tx
      .select({ ...channelColumns(viewerId), total: totalOver })
      .from(channels)
      .leftJoin(memberships, viewerJoin(viewerId));

  async function countChannels(where: SQL | undefined, viewerId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(channels)
      .leftJoin(memberships, viewerJoin(viewerId))
      .where(where);
    return Number(row?.n ?? 0);
  }

  return {
    async pageChannels(q: community.ChannelListQuery, viewerId: string): Promise<Page<ChannelRow>> {
      const where = and(
        q.kind ? eq(channels.kind, q.kind) : undefined,
        q.visibility ? eq(channels.visibility, q.visibility) : undefined,
        q.starred ? eq(memberships.isStarred, true) : undefined,
        q.search
          ? or(
              ilike(channels.name, containsPattern(q.search)),
              ilike(channels.description, containsPattern(q.search)),
            )
          : undefined,
      );
      const page = (viewer: string | SQLWrapper) =>
        selectChannels(viewer).where(where).orderBy(asc(channels.name), asc(channels.id));
      // HOT-PATH EXCEPTION (decision 125): the list with no filter, as the web app first asks
      // for it, is prepared once.
      const rows = where
        ? await page(viewerId).limit(q.limit).offset(q.skip)
        : await prepared('community_channels_page', () =>
            page(sql.placeholder('viewerId'))
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset')),
          ).execute({ viewerId, limit: q.limit, offset: q.skip });
      return { rows, total: rows[0]?.total ?? (q.skip ? await countChannels(where, viewerId) : 0) };
    },

    /** The viewer's channels (active memberships), latest post first. */
    async pageUserChannels(
      q: { limit: number; skip: number; search?: string | undefined },
      viewerId: string,
    ): Promise<Page<ChannelRow>> {
      const where = and(
        eq(memberships.status, 'active'),
        q.search ? ilike(channels.name, containsPattern(q.search)) : undefined,
      );
      const rows = await selectChannels(viewerId)
        .where(where)
        .orderBy(sql`${channels.lastPostAt} desc nulls last`, asc(channels.name))
        .limit(q.limit)
        .offset(q.skip);
      return { rows, total: rows[0]?.total ?? (q.skip ? await countChannels(where, viewerId) : 0) };
    },

    async findChannel(id: string, viewerId: string, tx: Db = db): Promise<ChannelRow | null> {
      const [row] = await selectChannels(viewerId, tx).where(eq(channels.id, id)).limit(1);
      return row ?? null;
    },

    /** Channels by id, keyed by id (the review list names each item's channel in one query). */
    async findChannels(ids: string[], viewerId: string): Promise<Map<string, ChannelRow>> {
      if (!ids.length) return new Map();
      const rows = await selectChannels(viewerId).where(inArray(channels.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async membership(
      channelId: string,
      userId: string,
      tx: Db = db,
    ): Promise<MembershipRecord | null> {
      const [row] = await tx
        .select(membershipColumns)
        .from(memberships)
        .where(and(eq(memberships.channelId, channelId), eq(memberships.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async membershipById(id: string, tx: Db = db): Promise<MembershipRecord | null> {
      const [row] = await tx
        .select(membershipColumns)
        .from(memberships)
        .where(eq(memberships.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Memberships (or join requests) by their row id, keyed by id. */
    async membershipsByIds(ids: string[]): Promise<Map<string, MembershipRecord>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select(membershipColumns)
        .from(memberships)
        .where(inArray(memberships.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Adds a membership; an existing row for the pair is left alone (a double click). */
    async insertMembership(
      m: {
        channelId: string;
        userId: string;
        role?: community.MemberRole;
        status: community.MemberStatus;
        lastReadAt?: Date | null;
      },
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(memberships).values(m).onConflictDoNothing();
    },

    async setStatus(
      channelId: string,
      userId: string,
      status: community.MemberStatus,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(memberships)
        // A removed or turned-down member keeps no admin role: one let back in is a member
        // until made admin again on purpose.
        .set({
          status,
          ...(status === 'removed' ? { role: 'member' as const } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(memberships.channelId, channelId), eq(memberships.userId, userId)));
    },

    /** Deletes a membership or request unless it records a removal; false when none went. */
    async deleteMembership(channelId: string, userId: string, tx: Db = db): Promise<boolean> {
      const gone = await tx
        .delete(memberships)
        .where(
          and(
            eq(memberships.channelId, channelId),
            eq(memberships.userId, userId),
            ne(memberships.status, 'removed'),
          ),
        )
        .returning({ id: memberships.id });
      return gone.length > 0;
    },

    /** Every membership and join request of a person (their account was deleted). */
    async deleteMembershipsOf(userId: string): Promise<void> {
      await db.delete(memberships).where(eq(memberships.userId, userId));
    },

    async setFlags(
      channelId: string,
      userId: string,
      flags: { isStarred?: boolean; isMuted?: boolean },
    ): Promise<void> {
      await db
        .update(memberships)
        .set(flags)
        .where(and(eq(memberships.channelId, channelId), eq(memberships.userId, userId)));
    },

    /**
     * The channel's active admins, their rows locked: two admins removing each other (or
     * leaving) at once are then decided one after the other, and the channel keeps one.
     */
    async activeAdminCount(channelId: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.channelId, channelId),
            eq(memberships.status, 'active'),
            eq(memberships.role, 'admin'),
          ),
        )
        .for('update');
      return rows.length;
    },

    /**
     * Marks the channel read now (database time, the same clock as the posts') for an active
     * member, and answers with what the reader's other devices are told; null when the user is
     * no active member (or there is no such channel).
     */
    async markRead(channelId: string, userId: string, tx: Db = db) {
      const [row] = await tx
        .update(memberships)
        .set({ lastReadAt: sql`now()` })
        .from(channels)
        .where(
          and(
            eq(memberships.channelId, channelId),
            eq(memberships.userId, userId),
            eq(memberships.status, 'active'),
            eq(channels.id, memberships.channelId),
          ),
        )
        .returning({
          lastReadAt: memberships.lastReadAt,
          lastPostAt: channels.lastPostAt,
          isMuted: memberships.isMuted,
        });
      return row ?? null;
    },

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

    async updateSettings(
      channelId: string,
      set: { allowAnonymous?: boolean | undefined; description?: string | undefined },
      tx: Db = db,
    ): Promise<void> {
      const values = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) as {
        allowAnonymous?: boolean;
        description?: string;
      };
      if (!Object.keys(values).length) return;
      await tx
        .update(channels)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(channels.id, channelId));
    },

    /** Adds a channel (demo data and tooling; no call of SPEC §7 creates one). */
    async insertChannel(input: ChannelInput, tx: Db = db): Promise<string> {
      const [row] = await tx.insert(channels).values(input).returning({ id: channels.id });
      return row!.id;
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
            title ? ilike(channels.name, containsPattern(title)) : undefined,
          ),
        )
        .orderBy(asc(channels.name))
        .limit(limit);
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
