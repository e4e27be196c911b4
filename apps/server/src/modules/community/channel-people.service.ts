import type { community } from '@portal/contract';
import type { Page } from '../../db/paging';
import { forbidden, notFound } from '../../http/errors';
import type { RealtimePort } from '../../realtime/socket-server';
import type { ChannelAccess } from './channel-access';
import { canModerateChannel, type Actor } from './community.policy';
import { membershipFacts, toCommunityUser } from './community.view';
import type { PeopleRepository } from './people.repository';

/** The people of the community: a channel's members and requests, profiles, the admins. */
export function createChannelPeopleService({
  people,
  realtime,
  access,
}: {
  people: PeopleRepository;
  realtime: RealtimePort;
  access: ChannelAccess;
}) {
  const { requireRead } = access;
  return {
    async members(
      channelId: string,
      q: community.ChannelMemberListQuery,
      user: Actor,
    ): Promise<Page<community.ChannelMember>> {
      const row = await requireRead(channelId, user);
      if ((q.status ?? 'active') !== 'active' && !canModerateChannel(user, membershipFacts(row))) {
        throw forbidden('Only this channel’s admins can see its join requests.');
      }
      const page = await people.pageMembers(channelId, q);
      const online = await realtime.online(page.rows.map((r) => r.userId));
      return {
        rows: page.rows.map((r) => ({
          ...toCommunityUser(r, online),
          roleName: r.roleName,
          role: r.role,
          status: r.status,
          membershipId: r.membershipId,
          joinedAt: r.joinedAt.toISOString(),
        })),
        total: page.total,
      };
    },

    async userDetails(userId: string, viewer: Actor): Promise<community.UserDetails> {
      const row = await people.userDetails(userId, {
        id: viewer._id,
        seesAllChannels: viewer.isAdmin,
      });
      if (!row) throw notFound('User');
      const online = await realtime.online([userId]);
      return {
        ...toCommunityUser(row, online),
        roleName: row.roleName,
        biography: row.biography,
        isSiteAdmin: row.isSiteAdmin,
        workplaces: row.workplaces,
        channels: row.channels,
      };
    },

    async admins(q: { limit: number; skip: number; search?: string | undefined }) {
      const page = await people.pageAdmins(q);
      const online = await realtime.online(page.rows.map((r) => r.userId));
      return {
        rows: page.rows.map((r): community.CommunityAdmin => ({
          ...toCommunityUser(r, online),
          roleName: r.roleName,
          isSiteAdmin: r.isSiteAdmin,
          channels: r.channels,
        })),
        total: page.total,
      };
    },
  };
}
