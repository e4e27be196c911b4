import { and, asc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOf, pageOfSelect, totalOver, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import {
  communityChannels as channels,
  communityMemberships as memberships,
} from '../../db/schema';
import { createChannelActivityRepository } from './channel-activity.repository';
import { channelColumns, notArchived, viewerJoin } from './channel-columns';
import type { ChannelRow } from './community.view';
import { createMembershipsRepository } from './memberships.repository';

export type { MembershipRecord } from './memberships.repository';

export interface ChannelInput {
  id?: string;
  name: string;
  description: string;
  kind: community.ChannelKind;
  visibility: community.ChannelVisibility;
  allowAnonymous?: boolean;
  imageUrl?: string | null;
  createdBy?: string | null;
}

/** Channels as a viewer reads them, with memberships and activity (their own files) beside. */
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
    ...createMembershipsRepository(db),
    ...createChannelActivityRepository(db),

    async pageChannels(q: community.ChannelListQuery, viewerId: string): Promise<Page<ChannelRow>> {
      const filters = and(
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
      const where = and(notArchived, filters);
      const page = (viewer: string | SQLWrapper) =>
        selectChannels(viewer).where(where).orderBy(asc(channels.name), asc(channels.id));
      // HOT-PATH EXCEPTION (decision 125): the list with no filter, as the web app first asks
      // for it, is prepared once.
      const rows = filters
        ? await page(viewerId).limit(q.limit).offset(q.skip)
        : await prepared('community_channels_page', () =>
            page(sql.placeholder('viewerId'))
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset')),
          ).execute({ viewerId, limit: q.limit, offset: q.skip });
      return pageOf(
        rows,
        q.skip,
        (r) => r,
        () => countChannels(where, viewerId),
      );
    },

    /** The viewer's channels (active memberships), latest post first. */
    async pageUserChannels(
      q: { limit: number; skip: number; search?: string | undefined },
      viewerId: string,
    ): Promise<Page<ChannelRow>> {
      const where = and(
        eq(memberships.status, 'active'),
        notArchived,
        q.search ? ilike(channels.name, containsPattern(q.search)) : undefined,
      );
      return pageOfSelect(
        () => selectChannels(viewerId).where(where).$dynamic(),
        [sql`${channels.lastPostAt} desc nulls last`, asc(channels.name)],
        q,
        (r) => r,
      );
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

    /** Adds a channel (site admins' call, demo data and tooling). */
    async insertChannel(input: ChannelInput, tx: Db = db): Promise<string> {
      const [row] = await tx.insert(channels).values(input).returning({ id: channels.id });
      return row!.id;
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
