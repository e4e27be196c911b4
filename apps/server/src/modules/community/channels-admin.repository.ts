import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
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
} from '../../db/schema';

export type AdminChannelRow = typeof channels.$inferSelect & { adminCount: number };
export type ChannelValues = Partial<
  Pick<
    typeof channels.$inferInsert,
    'name' | 'description' | 'kind' | 'visibility' | 'allowAnonymous' | 'imageUrl'
  >
>;

const isActiveAdmin = and(eq(memberships.status, 'active'), eq(memberships.role, 'admin'));

// Spelt out: Drizzle names a lone table's columns unqualified, which the subquery would read as m's.
const columns = {
  channel: channels,
  adminCount:
    sql<number>`(select count(*)::int from ${memberships} m where m.channel_id = community_channels.id and m.status = 'active' and m.role = 'admin')`.mapWith(
      Number,
    ),
};

/**
 * Channels as site admins run them (issue 48): archived ones included, with their admins. The
 * channel's readers' queries are `channels.repository.ts`; these read what only admins see.
 */
export function createChannelsAdminRepository(db: Db) {
  return {
    async page(q: community.AdminChannelListQuery): Promise<Page<AdminChannelRow>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        q.archived ? undefined : isNull(channels.archivedAt),
        q.kind ? eq(channels.kind, q.kind) : undefined,
        pattern
          ? or(ilike(channels.name, pattern), ilike(channels.description, pattern))
          : undefined,
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(channels)
            .where(where)
            .$dynamic(),
        [asc(channels.name), asc(channels.id)],
        q,
        (r) => ({ ...r.channel, adminCount: r.adminCount }),
      );
    },

    /** One channel; `lock` holds its row until the transaction ends (a change's read-before). */
    async find(id: string, tx: Db = db, lock = false): Promise<AdminChannelRow | null> {
      const query = tx.select(columns).from(channels).where(eq(channels.id, id));
      const [row] = lock ? await query.for('update', { of: channels }) : await query;
      return row ? { ...row.channel, adminCount: row.adminCount } : null;
    },

    async update(id: string, values: ChannelValues, tx: Db): Promise<void> {
      await tx
        .update(channels)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(channels.id, id));
    },

    async setArchived(id: string, archived: boolean, tx: Db): Promise<void> {
      await tx
        .update(channels)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(channels.id, id));
    },

    /** The channel's active admins, by name. */
    async admins(channelId: string, tx: Db = db) {
      return tx
        .select({
          userId: users.id,
          ...nameAndAvatarColumns,
          title: users.title,
          roleName: roles.name,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .where(and(eq(memberships.channelId, channelId), isActiveAdmin))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /** An account that exists and is not deleted (only such a person can be appointed). */
    async personExists(userId: string, tx: Db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return Boolean(row);
    },

    /**
     * Makes the person an active admin of the channel, whatever their membership was: none, a
     * request, a removal or a plain membership. False when they already were one.
     */
    async appoint(channelId: string, userId: string, tx: Db): Promise<boolean> {
      const [before] = await tx
        .select({ role: memberships.role, status: memberships.status })
        .from(memberships)
        .where(and(eq(memberships.channelId, channelId), eq(memberships.userId, userId)))
        .for('update');
      if (before?.role === 'admin' && before.status === 'active') return false;
      await tx
        .insert(memberships)
        .values({ channelId, userId, role: 'admin', status: 'active', lastReadAt: sql`now()` })
        .onConflictDoUpdate({
          target: [memberships.channelId, memberships.userId],
          set: {
            role: 'admin',
            status: 'active',
            // One let in now starts with nothing unread, as a new member does.
            lastReadAt: sql`coalesce(${memberships.lastReadAt}, now())`,
            updatedAt: sql`now()`,
          },
        });
      return true;
    },

    /** Takes the admin role away (they stay a member); false when they were no active admin. */
    async demote(channelId: string, userId: string, tx: Db): Promise<boolean> {
      const done = await tx
        .update(memberships)
        .set({ role: 'member', updatedAt: sql`now()` })
        .where(
          and(eq(memberships.channelId, channelId), eq(memberships.userId, userId), isActiveAdmin),
        )
        .returning({ id: memberships.id });
      return done.length > 0;
    },
  };
}

export type ChannelsAdminRepository = ReturnType<typeof createChannelsAdminRepository>;
