import type { FastifyBaseLogger } from 'fastify';
import { community } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { RealtimePort } from '../../realtime/socket-server';
import { createChannelAccess } from './channel-access';
import { createChannelPeopleService } from './channel-people.service';
import { createChannelUnreadService } from './channel-unread.service';
import type { ChannelsRepository, ChannelInput } from './channels.repository';
import { canRemoveMember, isActiveMember, joinOutcome, type Actor } from './community.policy';
import { membershipFacts, toChannel, type ChannelRow } from './community.view';
import type { ModerationRepository } from './moderation.repository';
import { createPostAnnouncements } from './post-announcements';
import type { PeopleRepository } from './people.repository';

const EVENTS = community.COMMUNITY_SOCKET_EVENTS;

export interface ChannelsServiceDeps {
  db: Db;
  channels: ChannelsRepository;
  people: PeopleRepository;
  moderation: ModerationRepository;
  realtime: RealtimePort;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Channels, memberships, join requests and settings; their people and unread markers are
 * `channel-people.service.ts` and `channel-unread.service.ts`.
 */
export function createChannelsService({
  db,
  channels,
  people,
  moderation,
  realtime,
  log,
}: ChannelsServiceDeps) {
  const access = createChannelAccess(channels);
  const { load, requireRead, requireModerator } = access;
  const postAnnouncements = createPostAnnouncements({ channels, realtime, log });

  const view = async (channelId: string, user: Actor) =>
    toChannel(user, await load(channelId, user));

  const mapPage = (user: Actor, page: Page<ChannelRow>): Page<community.Channel> => ({
    rows: page.rows.map((r) => toChannel(user, r)),
    total: page.total,
  });

  /** An admin's decision on a member: approve (pending or removed), reject (pending), remove. */
  async function decide(
    channelId: string,
    userId: string,
    decision: 'approve' | 'reject' | 'remove',
    actor: Actor,
  ): Promise<void> {
    const channel = await requireModerator(channelId, actor);
    const status = await db.transaction(async (tx) => {
      const target = await channels.membership(channelId, userId, tx);
      if (!target) throw notFound('Member');
      const log = (action: community.ModerationLogAction) =>
        moderation.record(
          { actorId: actor._id, action, channelId, targetType: 'member', targetId: userId },
          tx,
        );
      if (decision === 'approve') {
        if (target.status === 'active') return null;
        await channels.setStatus(channelId, userId, 'active', tx);
        await channels.markRead(channelId, userId, tx);
        await log('approveMember');
        return 'active' as const;
      }
      if (decision === 'reject') {
        if (target.status !== 'pending') throw notFound('Join request');
        await channels.setStatus(channelId, userId, 'removed', tx);
        await log('rejectMember');
        return 'removed' as const;
      }
      if (target.status !== 'active') throw notFound('Member');
      if (!canRemoveMember(target, await channels.activeAdminCount(channelId, tx))) {
        throw conflict('The last admin of a channel cannot be removed.');
      }
      await channels.setStatus(channelId, userId, 'removed', tx);
      await log('removeMember');
      return 'removed' as const;
    });
    if (status) {
      realtime.toUser(userId, EVENTS.channelMembership, {
        channelId,
        channelName: channel.name,
        status,
        decision,
      } satisfies community.ChannelMembershipEvent);
    }
  }

  return {
    load,
    requireRead,
    requirePostable: access.requirePostable,
    decide,
    ...createChannelPeopleService({ people, realtime, access }),
    ...createChannelUnreadService({ channels, realtime, access }),

    list: async (q: community.ChannelListQuery, user: Actor) =>
      mapPage(user, await channels.pageChannels(q, user._id)),

    userChannels: async (
      q: { limit: number; skip: number; search?: string | undefined },
      user: Actor,
    ) => mapPage(user, await channels.pageUserChannels(q, user._id)),

    get: view,

    async action(body: community.ChannelActionBody, user: Actor): Promise<community.Channel> {
      if (body.action === 'approve' || body.action === 'reject' || body.action === 'remove') {
        await decide(body.channelId, body.userId, body.action, user);
        return view(body.channelId, user);
      }
      const row = await load(body.channelId, user);
      if (!isActiveMember(membershipFacts(row))) throw forbidden('Join the channel first.');
      await channels.setFlags(
        body.channelId,
        user._id,
        body.action === 'star' || body.action === 'unstar'
          ? { isStarred: body.action === 'star' }
          : { isMuted: body.action === 'mute' },
      );
      return view(body.channelId, user);
    },

    /** Open channels are joined at once; private ones wait for an admin. */
    async join(channelId: string, user: Actor): Promise<community.Channel> {
      const row = await load(channelId, user);
      const outcome = joinOutcome(row.visibility, membershipFacts(row));
      if (outcome === 'refused') {
        throw forbidden('You were removed from this channel; only its admins can let you back.');
      }
      if (outcome !== 'unchanged') {
        await channels.insertMembership({
          channelId,
          userId: user._id,
          status: outcome,
          // A new member starts with nothing unread.
          lastReadAt: outcome === 'active' ? new Date() : null,
        });
      }
      return view(channelId, user);
    },

    /** Leave, or withdraw a request. A removed member stays removed (so they cannot rejoin). */
    async leave(channelId: string, user: Actor): Promise<void> {
      const row = await load(channelId, user);
      const m = membershipFacts(row);
      if (!m || m.status === 'removed') throw notFound('Membership');
      await db.transaction(async (tx) => {
        if (!canRemoveMember(m, await channels.activeAdminCount(channelId, tx))) {
          throw conflict('The last admin of a channel cannot leave it.');
        }
        // Not a removal that landed meanwhile: that one stays, so the member cannot rejoin.
        if (!(await channels.deleteMembership(channelId, user._id, tx))) {
          throw notFound('Membership');
        }
      });
    },

    async settings(body: community.ChannelSettingsBody, user: Actor): Promise<community.Channel> {
      await requireModerator(body.channelId, user);
      await db.transaction(async (tx) => {
        await channels.updateSettings(
          body.channelId,
          { allowAnonymous: body.allowAnonymous, description: body.description },
          tx,
        );
        await moderation.record(
          {
            actorId: user._id,
            action: 'changeSettings',
            channelId: body.channelId,
            targetType: 'channel',
            targetId: body.channelId,
          },
          tx,
        );
      });
      return view(body.channelId, user);
    },

    /** Tells the channel's members of a new post (`post-announcements.ts`, decision 129). */
    announcePost: postAnnouncements.announce,

    /** Nothing more is announced: the sockets are closing. */
    close: postAnnouncements.close,

    /** Adds a channel and its first admin (demo data and tooling). */
    async createChannel(input: ChannelInput & { adminIds: string[] }): Promise<string> {
      const { adminIds, ...channel } = input;
      return db.transaction(async (tx) => {
        const id = await channels.insertChannel(channel, tx);
        for (const userId of adminIds) {
          await channels.insertMembership(
            { channelId: id, userId, role: 'admin', status: 'active', lastReadAt: new Date() },
            tx,
          );
        }
        return id;
      });
    },

    /**
     * A deleted account (decision 10) leaves every channel and withdraws its requests; its posts
     * stay, under "Deleted user".
     */
    removeUserEverywhere: (userId: string) => channels.deleteMembershipsOf(userId),

    /** Adds a membership as it stands (demo data). */
    addMember: (m: Parameters<ChannelsRepository['insertMembership']>[0]) =>
      channels.insertMembership(m),
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
