import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { avatarOfUser, nameAndAvatarColumns } from '../../db/person-columns';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  media,
  roles,
  users,
  workplaces,
} from '../../db/schema';
import { notArchived } from './channel-columns';
import type { MemberRow } from './community.view';

/** A person with their role on the site, which lists show where a title would not do. */
export type PersonRow = MemberRow & { roleName: string };

/** People as the community shows them: channel members, the admins, public profiles. */
export function createPeopleRepository(db: Db) {
  return {
    /** Members with a status (active by default), admins first, then by name. */
    async pageMembers(
      channelId: string,
      q: community.ChannelMemberListQuery,
    ): Promise<
      Page<
        PersonRow & {
          role: community.MemberRole;
          status: community.MemberStatus;
          membershipId: string;
          joinedAt: Date;
        }
      >
    > {
      const where = and(
        eq(memberships.channelId, channelId),
        eq(memberships.status, q.status ?? 'active'),
        q.search
          ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(q.search)}`
          : undefined,
      );
      return pageOfSelect(
        () =>
          db
            .select({
              userId: users.id,
              ...nameAndAvatarColumns,
              title: users.title,
              roleName: roles.name,
              role: memberships.role,
              status: memberships.status,
              membershipId: memberships.id,
              joinedAt: memberships.createdAt,
              total: totalOver,
            })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .innerJoin(roles, eq(roles.id, users.roleId))
            .leftJoin(media, avatarOfUser)
            .where(where)
            .$dynamic(),
        [
          sql`${memberships.role} = 'admin' desc`,
          asc(users.firstName),
          asc(users.lastName),
          asc(users.id),
        ],
        q,
        (r) => r,
      );
    },

    /** People by id, as community lists show them. */
    async people(userIds: string[]): Promise<PersonRow[]> {
      if (!userIds.length) return [];
      return db
        .select({
          userId: users.id,
          ...nameAndAvatarColumns,
          title: users.title,
          roleName: roles.name,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .where(inArray(users.id, userIds));
    },

    /** Site admins and channel admins, by name, with the channels they run. */
    async pageAdmins(q: { limit: number; skip: number; search?: string | undefined }) {
      const adminChannels = sql<
        { _id: string; name: string }[]
      >`coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name) order by c.name) from ${memberships} m join ${channels} c on c.id = m.channel_id where m.user_id = ${users.id} and m.status = 'active' and m.role = 'admin' and c.archived_at is null), '[]'::json)`;
      return pageOfSelect(
        () =>
          db
            .select({
              userId: users.id,
              ...nameAndAvatarColumns,
              title: users.title,
              roleName: roles.name,
              isSiteAdmin: sql<boolean>`${roles.slug} = 'admin'`,
              channels: adminChannels,
              total: totalOver,
            })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .leftJoin(media, avatarOfUser)
            .where(
              and(
                sql`${users.deletedAt} is null`,
                or(
                  eq(roles.slug, 'admin'),
                  sql`exists (select 1 from ${memberships} m join ${channels} c on c.id = m.channel_id where m.user_id = ${users.id} and m.status = 'active' and m.role = 'admin' and c.archived_at is null)`,
                ),
                q.search
                  ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(q.search)}`
                  : undefined,
              ),
            )
            .$dynamic(),
        [asc(users.firstName), asc(users.lastName), asc(users.id)],
        q,
        (r) => r,
      );
    },

    /**
     * A person's public profile facts; null for a missing or deleted account. `viewer` sees the
     * person's private channels only where the viewer is an active member too (all of them when
     * `seesAllChannels`, a site admin), as a private channel's member list is theirs alone.
     */
    async userDetails(userId: string, viewer: { id: string; seesAllChannels: boolean }) {
      const [user] = await db
        .select({
          userId: users.id,
          ...nameAndAvatarColumns,
          title: users.title,
          biography: users.biography,
          roleName: roles.name,
          isSiteAdmin: sql<boolean>`${roles.slug} = 'admin'`,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
        .limit(1);
      if (!user) return null;
      const [places, joined] = await Promise.all([
        db
          .select({
            _id: workplaces.id,
            name: workplaces.name,
            position: workplaces.position,
            town: workplaces.town,
            startDate: workplaces.startDate,
            endDate: workplaces.endDate,
          })
          .from(workplaces)
          .where(eq(workplaces.userId, userId))
          .orderBy(desc(workplaces.startDate)),
        db
          .select({ _id: channels.id, name: channels.name, role: memberships.role })
          .from(memberships)
          .innerJoin(channels, eq(channels.id, memberships.channelId))
          .where(
            and(
              eq(memberships.userId, userId),
              eq(memberships.status, 'active'),
              notArchived,
              viewer.seesAllChannels
                ? undefined
                : sql`(${channels.visibility} = 'open' or exists (select 1 from community_memberships v where v.channel_id = ${channels.id} and v.user_id = ${viewer.id} and v.status = 'active'))`,
            ),
          )
          .orderBy(asc(channels.name)),
      ]);
      return { ...user, workplaces: places, channels: joined };
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
