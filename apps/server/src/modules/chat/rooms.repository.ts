import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/raw';
import { chatRoomMembers, chatRooms } from '../../db/schema';
import type { Membership } from './chat.policy';
import { personColumns, type PersonRow } from './contacts.repository';

/** Rooms and their members. */
export function createRoomsRepository(db: Db) {
  return {
    async membership(roomId: string, userId: string): Promise<Membership> {
      const [row] = await db
        .select({ role: chatRoomMembers.role, status: chatRoomMembers.status })
        .from(chatRoomMembers)
        .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
        .where(
          and(
            eq(chatRoomMembers.roomId, roomId),
            eq(chatRoomMembers.userId, userId),
            sql`${chatRooms.deletedAt} is null`,
          ),
        );
      return row ?? null;
    },
    async activeMemberIds(roomId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatRoomMembers.userId })
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.status, 'active')));
      return rows.map((r) => r.userId);
    },
    async allMemberIds(roomId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatRoomMembers.userId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.roomId, roomId));
      return rows.map((r) => r.userId);
    },
    async createRoom(name: string, creator: string, memberIds: string[]) {
      return db.transaction(async (tx) => {
        const [room] = await tx
          .insert(chatRooms)
          .values({ name, createdBy: creator })
          .returning({ id: chatRooms.id });
        const others = [...new Set(memberIds)].filter((id) => id !== creator);
        await tx
          .insert(chatRoomMembers)
          .values([
            { roomId: room!.id, userId: creator, role: 'admin' as const },
            ...others.map((userId) => ({ roomId: room!.id, userId, role: 'member' as const })),
          ]);
        return room!.id;
      });
    },
    /** Adds members whose unread count starts at their joining, not at the room's first message. */
    async addMembers(roomId: string, userIds: string[]) {
      if (!userIds.length) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(chatRoomMembers)
          .values(userIds.map((userId) => ({ roomId, userId })))
          .onConflictDoNothing();
        await tx.execute(sql`
          insert into chat_read_markers (user_id, target_id, last_read_seq)
          select u.id, r.id, coalesce(r.last_message_seq, 0) from chat_rooms r
          join users u on u.id in (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          where r.id = ${roomId}
          on conflict (user_id, target_id) do update
            set last_read_seq = greatest(chat_read_markers.last_read_seq, excluded.last_read_seq), updated_at = now()`);
      });
    },
    /** Removes a member; false when they were not one. */
    async removeMember(roomId: string, userId: string) {
      const rows = await db
        .delete(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
        .returning({ userId: chatRoomMembers.userId });
      return rows.length > 0;
    },
    async roomIdsOf(userId: string) {
      const rows = await db
        .select({ roomId: chatRoomMembers.roomId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.userId, userId));
      return rows.map((r) => r.roomId);
    },
    /** Leaves a room; when the last admin leaves, the longest-standing member becomes admin. */
    async leave(roomId: string, userId: string) {
      await db.transaction(async (tx) => {
        // One leave at a time per room, so two admins leaving together still hand the room on.
        await tx.execute(sql`select id from chat_rooms where id = ${roomId} for update`);
        await tx
          .delete(chatRoomMembers)
          .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
        await tx.execute(sql`
          update chat_room_members set role = 'admin'
          where room_id = ${roomId} and status = 'active'
            and not exists (select 1 from chat_room_members where room_id = ${roomId} and role = 'admin' and status = 'active')
            and user_id = (select user_id from chat_room_members where room_id = ${roomId} and status = 'active' order by joined_at, user_id limit 1)`);
      });
    },
    async setMemberStatus(roomId: string, userId: string, status: 'active' | 'blocked') {
      const rows = await db
        .update(chatRoomMembers)
        .set({ status })
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
        .returning({ userId: chatRoomMembers.userId });
      return rows.length > 0;
    },
    async renameRoom(roomId: string, name: string) {
      await db
        .update(chatRooms)
        .set({ name, updatedAt: new Date() })
        .where(eq(chatRooms.id, roomId));
    },
    async deleteRoom(roomId: string) {
      await db.update(chatRooms).set({ deletedAt: new Date() }).where(eq(chatRooms.id, roomId));
    },
    async roomMembers(roomId: string) {
      return queryRows<PersonRow & { role: 'admin' | 'member'; status: 'active' | 'blocked' }>(
        db,
        sql`select ${personColumns}, m.role as "role", m.status as "status" from chat_room_members m join users u on u.id = m.user_id left join media md on md.id = u.avatar_media_id where m.room_id = ${roomId} order by m.role, u.first_name, u.last_name`,
      );
    },
    /**
     * Rooms of a user, latest activity first (the last message, or the room's creation for one
     * still empty, so a room just made is at the top), with the last message and the unread count.
     */
    async rooms(
      userId: string,
      q: { limit: number; skip: number; search?: string | undefined; roomId?: string },
    ) {
      const term = q.search ? containsPattern(q.search) : null;
      const where = sql`m.user_id = ${userId} and m.status = 'active' and r.deleted_at is null ${term ? sql`and r.name ilike ${term}` : sql``} ${q.roomId ? sql`and r.id = ${q.roomId}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<{
          id: string;
          name: string;
          role: 'admin' | 'member';
          content: string | null;
          deleted: boolean | null;
          memberCount: number;
          unreadCount: number;
          updatedAt: Date;
        }>(
          db,
          sql`select r.id as "id", r.name as "name", m.role as "role", lm.content as "content", lm.deleted_at is not null as "deleted",
                (select count(*)::int from chat_room_members mm where mm.room_id = r.id and mm.status = 'active') as "memberCount",
                (select count(*)::int from chat_messages cm where cm.room_id = r.id and cm.seq > coalesce(rm.last_read_seq, 0) and cm.sender_id <> ${userId} and cm.deleted_at is null) as "unreadCount",
                coalesce(lm.created_at, r.created_at) as "updatedAt"
              from chat_room_members m
              join chat_rooms r on r.id = m.room_id
              left join chat_messages lm on lm.seq = r.last_message_seq
              left join chat_read_markers rm on rm.user_id = ${userId} and rm.target_id = r.id
              where ${where}
              order by coalesce(lm.created_at, r.created_at) desc, r.id
              limit ${q.limit} offset ${q.skip}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from chat_room_members m join chat_rooms r on r.id = m.room_id where ${where}`,
        ),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** A room with every member's standing, for one send: sender check, name and recipients. */
    async roomForSend(roomId: string) {
      const rows = await queryRows<{
        name: string;
        userId: string;
        role: 'admin' | 'member';
        status: 'active' | 'blocked';
      }>(
        db,
        sql`select r.name as "name", m.user_id as "userId", m.role as "role", m.status as "status"
            from chat_rooms r join chat_room_members m on m.room_id = r.id
            where r.id = ${roomId} and r.deleted_at is null`,
      );
      if (!rows.length) return null;
      return { name: rows[0]!.name, members: rows.map(({ name: _name, ...m }) => m) };
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
/** A row of a user's room list. */
export type RoomRow = Awaited<ReturnType<RoomsRepository['rooms']>>['rows'][number];
