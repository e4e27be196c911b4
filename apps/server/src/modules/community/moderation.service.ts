import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import type { AlsoInTransaction } from '../../infra/discussion/moderation';
import type { Page } from '../../db/paging';
import { forbidden, notFound } from '../../http/errors';
import type { RealtimePort } from '../../realtime/socket-server';
import type { ChannelsRepository } from './channels.repository';
import type { ChannelsService } from './channels.service';
import { canModerateChannel, type Actor } from './community.policy';
import { membershipFacts, moderates, toCommunityUser, toPost, toResponse } from './community.view';
import type { ModerationRepository, QueueEntry } from './moderation.repository';
import type { PeopleRepository } from './people.repository';
import type { PostsRepository } from './posts.repository';
import type { ResponsesRepository } from './responses.repository';

export interface ModerationServiceDeps {
  db: Db;
  moderation: ModerationRepository;
  channels: ChannelsRepository;
  people: PeopleRepository;
  channelsService: ChannelsService;
  posts: PostsRepository;
  responses: ResponsesRepository;
  realtime: RealtimePort;
}

/** The admins' review list (reported items, join requests) and the moderation log. */
export function createModerationService(deps: ModerationServiceDeps) {
  const {
    db,
    moderation,
    channels,
    people: peopleRepo,
    channelsService,
    posts,
    responses,
    realtime,
  } = deps;

  const service = {
    async queue(
      q: community.ModerationListQuery,
      user: Actor,
    ): Promise<Page<community.ModerationItem>> {
      if (q.channelId) {
        const channel = await channelsService.load(q.channelId, user);
        if (!canModerateChannel(user, membershipFacts(channel))) {
          throw forbidden('Only this channel’s admins can review it.');
        }
      }
      const page = await moderation.queue(q, user);
      // A fixed number of queries per page, whatever its size: each kind of item is read in one.
      const idsOf = (type: QueueEntry['type']) =>
        page.rows.filter((e) => e.type === type).map((e) => e.id);
      const [channelById, postById, responseById, requestById] = await Promise.all([
        channels.findChannels(
          page.rows.flatMap((e) => (e.channelId ? [e.channelId] : [])),
          user._id,
        ),
        posts.findPosts(idsOf('post'), user._id),
        responses.findResponses(idsOf('response'), user._id),
        channels.membershipsByIds(idsOf('joinRequest')),
      ]);
      const people = new Map(
        (await peopleRepo.people([...new Set([...requestById.values()].map((m) => m.userId))])).map(
          (p) => [p.userId, p],
        ),
      );
      const online = await realtime.online([...people.keys()]);
      const rows: community.ModerationItem[] = [];
      for (const e of page.rows) {
        const channel = e.channelId ? channelById.get(e.channelId) : undefined;
        const base = {
          _id: e.id,
          type: e.type,
          reportCount: e.reportCount,
          createdAt: new Date(e.createdAt).toISOString(),
          channel: channel ? { _id: channel.id, name: channel.name } : null,
          post: null,
          response: null,
          user: null,
        };
        if (e.type === 'post') {
          const row = postById.get(e.id);
          if (row) rows.push({ ...base, post: toPost(user, row) });
        } else if (e.type === 'response') {
          const row = responseById.get(e.id);
          if (row) rows.push({ ...base, response: toResponse(user, row) });
        } else {
          const m = requestById.get(e.id);
          const person = m && people.get(m.userId);
          if (person)
            rows.push({
              ...base,
              user: { ...toCommunityUser(person, online), roleName: person.roleName },
            });
        }
      }
      return { rows, total: page.total };
    },

    /**
     * Approve or remove a review-list entry. `also` writes in the same transaction (the admin
     * review queue's audit row, decision 94).
     */
    async act(
      body: community.ModerationActionBody,
      user: Actor,
      also?: AlsoInTransaction,
    ): Promise<void> {
      if (body.type === 'joinRequest') {
        const m = await channels.membershipById(body.id);
        if (!m || m.status !== 'pending') throw notFound('Join request');
        await channelsService.decide(
          m.channelId,
          m.userId,
          body.decision === 'approve' ? 'approve' : 'reject',
          user,
        );
        return;
      }
      const row =
        body.type === 'post'
          ? await posts.findPost(body.id, user._id)
          : await responses.findResponse(body.id, user._id);
      if (!row) throw notFound(body.type === 'post' ? 'Post' : 'Response');
      if (!moderates(user, row)) throw forbidden('Only this channel’s admins can do this.');
      const repo = body.type === 'post' ? posts : responses;
      const targetType = body.type === 'post' ? ('post' as const) : ('response' as const);
      await db.transaction(async (tx) => {
        if (body.decision === 'approve') {
          await repo.setHidden(row.id, null, tx);
          await repo.clearReports(row.id, tx);
        } else if (body.type === 'post') await posts.deletePost(row.id, tx);
        else await responses.deleteResponse(row.id, tx);
        const what = body.type === 'post' ? 'Post' : 'Response';
        await moderation.record(
          {
            actorId: user._id,
            action: `${body.decision === 'approve' ? 'unhide' : 'delete'}${what}`,
            channelId: row.channelId,
            targetType,
            targetId: row.id,
          },
          tx,
        );
        await also?.(tx);
      });
    },

    /**
     * The site admins' review queue (decision 94) on a reported post or response: approve and
     * remove as `act` does; `handled` dismisses its reports and leaves it as it is.
     */
    async review(
      type: 'post' | 'response',
      id: string,
      decision: 'approve' | 'remove' | 'handled',
      user: Actor,
      also: AlsoInTransaction,
    ): Promise<void> {
      if (decision !== 'handled') return service.act({ type, id, decision }, user, also);
      const row =
        type === 'post'
          ? await posts.findPost(id, user._id)
          : await responses.findResponse(id, user._id);
      if (!row) throw notFound(type === 'post' ? 'Post' : 'Response');
      if (!moderates(user, row)) throw forbidden('Only this channel’s admins can do this.');
      await db.transaction(async (tx) => {
        await (type === 'post' ? posts : responses).clearReports(row.id, tx);
        await also(tx);
      });
    },

    async log(q: { limit: number; skip: number; channelId?: string | undefined }) {
      const page = await moderation.pageLog(q);
      return {
        rows: page.rows.map((r): community.ModerationLogEntry => ({
          _id: r.id,
          action: r.action as community.ModerationLogAction,
          actor: r.actorId
            ? toCommunityUser(
                {
                  userId: r.actorId,
                  firstName: r.firstName ?? '',
                  lastName: r.lastName ?? '',
                  title: r.title,
                  mediaId: r.mediaId,
                  mediaPath: r.mediaPath,
                  mediaThumbPath: r.mediaThumbPath,
                },
                new Set(),
              )
            : null,
          channel: r.channelId && r.channelName ? { _id: r.channelId, name: r.channelName } : null,
          targetType: r.targetType,
          targetId: r.targetId,
          createdAt: r.createdAt.toISOString(),
        })),
        total: page.total,
      };
    },
  };
  return service;
}
