import { and, desc, eq, sql } from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { avatarOfUser, nameAndAvatarColumns } from '../../db/person-columns';
import {
  communityChannels as channels,
  communityModerationLog as log,
  media,
  users,
} from '../../db/schema';
import type { Actor } from './community.policy';

export interface QueueEntry {
  type: 'post' | 'response' | 'joinRequest';
  id: string;
  channelId: string | null;
  reportCount: number;
  createdAt: Date | string;
}

/** The review list and the moderation log. */
export function createModerationRepository(db: Db) {
  return {
    async record(
      entry: {
        actorId: string | null;
        action: community.ModerationLogAction;
        channelId: string | null;
        targetType: 'post' | 'response' | 'member' | 'channel';
        targetId: string;
      },
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(log).values(entry);
    },

    /**
     * Reported posts and responses and join requests, newest first, of the channels `viewer`
     * admins (every channel and the user posts for site admins).
     */
    async queue(q: community.ModerationListQuery, viewer: Actor): Promise<Page<QueueEntry>> {
      const scope = (channel: ReturnType<typeof sql.raw>) =>
        viewer.isAdmin
          ? sql`true`
          : sql`${channel} in (select channel_id from community_memberships where user_id = ${viewer._id} and status = 'active' and role = 'admin')`;
      const only = (type: QueueEntry['type']) =>
        q.type && q.type !== type ? sql`false` : sql`true`;
      const inChannel = (channel: ReturnType<typeof sql.raw>) =>
        q.channelId ? sql`${channel} = ${q.channelId}` : sql`true`;
      const pc = sql.raw('p.channel_id');
      const mc = sql.raw('m.channel_id');
      const rows = await queryRows<QueueEntry & { total: number }>(
        db,
        sql`select * , (count(*) over ())::int as total from (
          select 'post' as type, p.id, p.channel_id as "channelId", p.created_at as "createdAt",
            (select count(*)::int from community_post_reactions r where r.post_id = p.id and r.kind = 'report') as "reportCount"
          from community_posts p
          where ${only('post')} and ${scope(pc)} and ${inChannel(pc)}
            and exists (select 1 from community_post_reactions r where r.post_id = p.id and r.kind = 'report')
          union all
          select 'response', s.id, p.channel_id, s.created_at,
            (select count(*)::int from community_response_reactions r where r.response_id = s.id and r.kind = 'report')
          from community_responses s join community_posts p on p.id = s.post_id
          where ${only('response')} and ${scope(pc)} and ${inChannel(pc)}
            and exists (select 1 from community_response_reactions r where r.response_id = s.id and r.kind = 'report')
          union all
          select 'joinRequest', m.id, m.channel_id, m.created_at, 0
          from community_memberships m
          where ${only('joinRequest')} and m.status = 'pending' and ${scope(mc)} and ${inChannel(mc)}
        ) q order by "createdAt" desc, id desc limit ${q.limit} offset ${q.skip}`,
      );
      return {
        rows: rows.map(({ total: _total, ...r }) => ({ ...r, reportCount: Number(r.reportCount) })),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    async pageLog(q: { limit: number; skip: number; channelId?: string | undefined }) {
      return pageOfSelect(
        () =>
          db
            .select({
              id: log.id,
              action: log.action,
              targetType: log.targetType,
              targetId: log.targetId,
              createdAt: log.createdAt,
              channelId: channels.id,
              channelName: channels.name,
              actorId: users.id,
              ...nameAndAvatarColumns,
              title: users.title,
              total: totalOver,
            })
            .from(log)
            .leftJoin(channels, eq(channels.id, log.channelId))
            .leftJoin(users, eq(users.id, log.actorId))
            .leftJoin(media, avatarOfUser)
            .where(and(q.channelId ? eq(log.channelId, q.channelId) : undefined))
            .$dynamic(),
        [desc(log.createdAt), desc(log.id)],
        q,
        (r) => r,
      );
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
