import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { community } from '@portal/contract';
import type { Db } from '../../db/client';
import {
  communityChannels as channels,
  communityMemberships as memberships,
} from '../../db/schema';

export interface MembershipRecord {
  id: string;
  channelId: string;
  userId: string;
  role: community.MemberRole;
  status: community.MemberStatus;
}

/** A membership as the services read it. */
const membershipColumns = {
  id: memberships.id,
  channelId: memberships.channelId,
  userId: memberships.userId,
  role: memberships.role,
  status: memberships.status,
};

/** Memberships and join requests of channels: who is in, in what role, and what they read. */
export function createMembershipsRepository(db: Db) {
  return {
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
  };
}
