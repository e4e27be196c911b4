import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { createGroupCommit } from '../../db/group-commit';
import { preparedRows, queryRows } from '../../db/raw';
import {
  chatMessages,
  chatMutes,
  chatReadMarkers,
  chatRoomMembers,
  chatRooms,
  chatStars,
  directConversations,
  media,
  users,
} from '../../db/schema';
import type { Membership } from './chat.policy';
import { orderedPair } from './chat.policy';

/** A person as the chat stores them, before presence is added. */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
}

export interface MessageRow {
  id: string;
  seq: number;
  clientId: string;
  roomId: string | null;
  conversationId: string | null;
  senderId: string;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
}

const MESSAGE_COLUMNS = `id as "id", seq as "seq", client_id as "clientId", room_id as "roomId", conversation_id as "conversationId", sender_id as "senderId", content as "content", created_at as "createdAt", deleted_at as "deletedAt"`;
const messageColumns = sql.raw(MESSAGE_COLUMNS);

/** Raw rows give bigint as text and, on some drivers, timestamps as text. */
const toMessageRow = (r: MessageRow): MessageRow => ({
  ...r,
  seq: Number(r.seq),
  createdAt: new Date(r.createdAt),
  deletedAt: r.deletedAt ? new Date(r.deletedAt) : null,
});

const personColumns = sql`u.id as "id", u.first_name as "firstName", u.last_name as "lastName", md.id as "mediaId", md.path as "mediaPath", md.thumb_path as "mediaThumbPath"`;

export interface MessageInput {
  senderId: string;
  clientId: string;
  content: string;
  roomId?: string | undefined;
  conversationId?: string | undefined;
}

export interface StoredMessage {
  message: MessageRow;
  created: boolean;
}

/** Stored copies of messages already there, by `sender clientId`. */
async function existingMessages(db: Db, inputs: MessageInput[]) {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select ${messageColumns} from chat_messages
        where (sender_id, client_id) in (
          select * from unnest(${sql.param(inputs.map((i) => i.senderId))}::uuid[], ${sql.param(inputs.map((i) => i.clientId))}::text[]))`,
  );
  return new Map(rows.map((r) => [`${r.senderId} ${r.clientId}`, toMessageRow(r)]));
}

/** The text of insertMessages: one statement whatever the batch size, so it is prepared once. */
const INSERT_MESSAGES = `with input as (
    select * from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[])
      with ordinality as t(sender_id, client_id, content, room_id, conversation_id, ord)
  ), ins as (
    insert into chat_messages (sender_id, client_id, content, room_id, conversation_id)
    select sender_id, client_id, content, room_id, conversation_id from input order by ord
    on conflict (sender_id, client_id) do nothing
    returning *
  ), room_moved as (
    update chat_rooms set last_message_seq = greatest(coalesce(chat_rooms.last_message_seq, 0), m.seq)
    from (select room_id, max(seq) as seq from ins where room_id is not null group by room_id) m
    where chat_rooms.id = m.room_id
  ), conversation_moved as (
    update direct_conversations set last_message_seq = greatest(coalesce(direct_conversations.last_message_seq, 0), m.seq)
    from (select conversation_id, max(seq) as seq from ins where conversation_id is not null group by conversation_id) m
    where direct_conversations.id = m.conversation_id
  ), sender_read as (
    insert into chat_read_markers (user_id, target_id, last_read_seq)
    select sender_id, coalesce(room_id, conversation_id), max(seq) from ins group by 1, 2
    on conflict (user_id, target_id) do update
      set last_read_seq = greatest(chat_read_markers.last_read_seq, excluded.last_read_seq), updated_at = now()
  )
  select ${MESSAGE_COLUMNS} from ins`;

/**
 * Stores messages in one statement: inserts the new ones (a (sender, clientId) seen before is
 * left alone), moves each conversation's last message and each sender's read marker to their
 * newest. Callers give no (sender, clientId) twice in one call.
 */
async function insertMessages(db: Db, inputs: MessageInput[]): Promise<StoredMessage[]> {
  const rows = await preparedRows<MessageRow>(db, 'chat_insert_messages', INSERT_MESSAGES, [
    inputs.map((i) => i.senderId),
    inputs.map((i) => i.clientId),
    inputs.map((i) => i.content),
    inputs.map((i) => i.roomId ?? null),
    inputs.map((i) => i.conversationId ?? null),
  ]);
  const created = new Map(rows.map((r) => [`${r.senderId} ${r.clientId}`, toMessageRow(r)]));
  const missing = inputs.filter((i) => !created.has(`${i.senderId} ${i.clientId}`));
  const existing = missing.length ? await existingMessages(db, missing) : new Map();
  return inputs.map((i) => {
    const key = `${i.senderId} ${i.clientId}`;
    const mine = created.get(key);
    return mine
      ? { message: mine, created: true }
      : { message: existing.get(key)!, created: false };
  });
}

/** Batches of concurrent sends; two in flight keep a lone send from waiting behind a batch. */
const MESSAGE_BATCH = { maxBatch: 200, maxInFlight: 2 };

/** The only file of the chat module that talks to the database. */
export function createChatRepository(db: Db) {
  const messageWrites = createGroupCommit<MessageInput, StoredMessage>({
    writeMany: (inputs) => insertMessages(db, inputs),
    writeOne: async (input) => (await insertMessages(db, [input]))[0]!,
    ...MESSAGE_BATCH,
  });
  const storing = new Map<string, Promise<StoredMessage>>();
  const self = {
    async people(ids: string[]): Promise<Map<string, PersonRow>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          mediaId: media.id,
          mediaPath: media.path,
          mediaThumbPath: media.thumbPath,
        })
        .from(users)
        .leftJoin(media, eq(media.id, users.avatarMediaId))
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async userIsReachable(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`${users.deletedAt} is null`,
            eq(users.registrationStep, 'done'),
          ),
        );
      return Boolean(row);
    },

    async searchPeople(
      me: string,
      q: { limit: number; skip: number; search?: string | undefined },
    ) {
      const term = q.search ? containsPattern(q.search) : null;
      const where = sql`u.id <> ${me} and u.deleted_at is null and u.registration_step = 'done' ${term ? sql`and (u.first_name || ' ' || u.last_name) ilike ${term}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<PersonRow & { roleName: string }>(
          db,
          sql`select ${personColumns}, r.name as "roleName" from users u join roles r on r.id = u.role_id left join media md on md.id = u.avatar_media_id where ${where} order by u.first_name, u.last_name, u.id limit ${q.limit} offset ${q.skip}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

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

    async existingUserIds(ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), sql`${users.deletedAt} is null`));
      return rows.map((r) => r.id);
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

    async forgetStarsAndMutes(userId: string) {
      await db.delete(chatStars).where(eq(chatStars.userId, userId));
      await db.delete(chatMutes).where(eq(chatMutes.userId, userId));
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

    /** Rooms of a user, latest activity first, with the last message and the unread count. */
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
              order by coalesce(r.last_message_seq, 0) desc, r.created_at desc, r.id
              limit ${q.limit} offset ${q.skip}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from chat_room_members m join chat_rooms r on r.id = m.room_id where ${where}`,
        ),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async findConversation(a: string, b: string) {
      const [userA, userB] = orderedPair(a, b);
      const [row] = await db
        .select()
        .from(directConversations)
        .where(and(eq(directConversations.userA, userA), eq(directConversations.userB, userB)));
      return row ?? null;
    },

    async findOrCreateConversation(a: string, b: string) {
      const [userA, userB] = orderedPair(a, b);
      // The no-op update makes the statement return the row whether it was new or not.
      const [row] = await db
        .insert(directConversations)
        .values({ userA, userB })
        .onConflictDoUpdate({
          target: [directConversations.userA, directConversations.userB],
          set: { userA },
        })
        .returning();
      return row!;
    },

    async conversationById(id: string) {
      const [row] = await db
        .select()
        .from(directConversations)
        .where(eq(directConversations.id, id));
      return row ?? null;
    },

    /**
     * Stores a message once per (sender, clientId), moves the conversation's last message and
     * the sender's read marker, atomically. Returns the stored message, new or not. Concurrent
     * sends are group-committed (one statement a batch); a second send of a message still being
     * stored waits for it and is told it is not new.
     */
    storeMessage(input: MessageInput): Promise<StoredMessage> {
      const key = `${input.senderId} ${input.clientId}`;
      const earlier = storing.get(key);
      if (earlier) return earlier.then((r) => ({ message: r.message, created: false }));
      const stored = messageWrites.write(input).finally(() => storing.delete(key));
      storing.set(key, stored);
      return stored;
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

    async messageById(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    async markMessageDeleted(id: string) {
      await db.update(chatMessages).set({ deletedAt: new Date() }).where(eq(chatMessages.id, id));
    },

    /** Messages older than `beforeSeq` (newest first), one extra to tell whether more remain. */
    async messages(q: {
      roomId?: string;
      conversationId?: string;
      afterSeq: number;
      beforeSeq?: number;
      limit: number;
    }) {
      const target = q.roomId
        ? eq(chatMessages.roomId, q.roomId)
        : eq(chatMessages.conversationId, q.conversationId!);
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            target,
            sql`${chatMessages.seq} > ${q.afterSeq}`,
            q.beforeSeq !== undefined ? sql`${chatMessages.seq} < ${q.beforeSeq}` : undefined,
          ),
        )
        .orderBy(sql`${chatMessages.seq} desc`)
        .limit(q.limit + 1);
    },

    async markRead(userId: string, targetId: string, column: 'room' | 'conversation') {
      const latest = await queryRows<{ seq: number | null }>(
        db,
        column === 'room'
          ? sql`select last_message_seq as "seq" from chat_rooms where id = ${targetId}`
          : sql`select last_message_seq as "seq" from direct_conversations where id = ${targetId}`,
      );
      const seq = Number(latest[0]?.seq ?? 0);
      await db
        .insert(chatReadMarkers)
        .values({ userId, targetId, lastReadSeq: seq })
        .onConflictDoUpdate({
          target: [chatReadMarkers.userId, chatReadMarkers.targetId],
          set: {
            lastReadSeq: sql`greatest(${chatReadMarkers.lastReadSeq}, ${seq})`,
            updatedAt: new Date(),
          },
        });
    },

    /** Unread counts of a room for each of the given users, from their read markers. */
    async roomUnreadCounts(roomId: string, userIds: string[]): Promise<Map<string, number>> {
      if (!userIds.length) return new Map();
      // The room's messages past the earliest marker are read once and shared by every member,
      // rather than looked up again for each of them.
      const rows = await queryRows<{ userId: string; n: number }>(
        db,
        sql`with members as (
              select u.id as user_id, coalesce(rm.last_read_seq, 0) as read_seq
              from unnest(${sql.param(userIds)}::uuid[]) as u(id)
              left join chat_read_markers rm on rm.user_id = u.id and rm.target_id = ${roomId}
            ), unread as (
              select cm.seq, cm.sender_id from chat_messages cm
              where cm.room_id = ${roomId} and cm.deleted_at is null
                and cm.seq > (select min(read_seq) from members)
            )
            select m.user_id as "userId", count(u.seq)::int as "n"
            from members m left join unread u on u.seq > m.read_seq and u.sender_id <> m.user_id
            group by m.user_id`,
      );
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    /** Unread count of a direct conversation for one of its two people. */
    async conversationUnread(conversationId: string, userId: string): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from chat_messages cm join direct_conversations c on c.id = cm.conversation_id
            where cm.conversation_id = ${conversationId} and cm.deleted_at is null and cm.sender_id <> ${userId}
              and cm.seq > case when c.user_a = ${userId} then c.cleared_seq_a else c.cleared_seq_b end
              and cm.seq > coalesce((select last_read_seq from chat_read_markers where user_id = ${userId} and target_id = ${conversationId}), 0)`,
      );
      return rows[0]?.n ?? 0;
    },

    /** Recent direct conversations of a user, with the other party, last message and unread count. */
    async directChats(
      userId: string,
      q: { limit: number; skip: number; search?: string | undefined },
    ) {
      const term = q.search ? containsPattern(q.search) : null;
      const where = sql`(c.user_a = ${userId} or c.user_b = ${userId})
        and c.last_message_seq > (case when c.user_a = ${userId} then c.cleared_seq_a else c.cleared_seq_b end)
        ${term ? sql`and (o.first_name || ' ' || o.last_name) ilike ${term}` : sql``}`;
      const from = sql`from direct_conversations c join users o on o.id = (case when c.user_a = ${userId} then c.user_b else c.user_a end)`;
      const [rows, total] = await Promise.all([
        queryRows<{
          id: string;
          otherId: string;
          senderId: string;
          content: string;
          deleted: boolean;
          updatedAt: Date;
          unreadCount: number;
        }>(
          db,
          sql`select c.id as "id", o.id as "otherId", lm.sender_id as "senderId", lm.content as "content", lm.deleted_at is not null as "deleted", lm.created_at as "updatedAt",
                (select count(*)::int from chat_messages cm where cm.conversation_id = c.id and cm.deleted_at is null and cm.sender_id <> ${userId}
                  and cm.seq > (case when c.user_a = ${userId} then c.cleared_seq_a else c.cleared_seq_b end)
                  and cm.seq > coalesce(rm.last_read_seq, 0)) as "unreadCount"
              ${from}
              join chat_messages lm on lm.seq = c.last_message_seq
              left join chat_read_markers rm on rm.user_id = ${userId} and rm.target_id = c.id
              where ${where}
              order by c.last_message_seq desc
              limit ${q.limit} offset ${q.skip}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async clearConversation(conversationId: string, userId: string) {
      await db.execute(sql`
        update direct_conversations set
          cleared_seq_a = case when user_a = ${userId} then coalesce(last_message_seq, 0) else cleared_seq_a end,
          cleared_seq_b = case when user_b = ${userId} then coalesce(last_message_seq, 0) else cleared_seq_b end
        where id = ${conversationId}`);
    },

    async setStar(
      userId: string,
      type: 'chat' | 'room' | 'user',
      targetId: string,
      starred: boolean,
    ) {
      if (starred) {
        await db.insert(chatStars).values({ userId, type, targetId }).onConflictDoNothing();
      } else {
        await db
          .delete(chatStars)
          .where(
            and(
              eq(chatStars.userId, userId),
              eq(chatStars.type, type),
              eq(chatStars.targetId, targetId),
            ),
          );
      }
    },

    /**
     * The people who show a user's online status: fellow active members of their rooms, the
     * other side of their direct conversations, and whoever starred them.
     */
    async contactsOf(userId: string): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select other.user_id as "id" from chat_room_members mine
              join chat_rooms r on r.id = mine.room_id and r.deleted_at is null
              join chat_room_members other on other.room_id = mine.room_id
                and other.user_id <> mine.user_id and other.status = 'active'
              where mine.user_id = ${userId} and mine.status = 'active'
            union
            select case when c.user_a = ${userId} then c.user_b else c.user_a end
              from direct_conversations c where c.user_a = ${userId} or c.user_b = ${userId}
            union
            select s.user_id from chat_stars s where s.target_id = ${userId} and s.type in ('user', 'chat')`,
      );
      return rows.map((r) => r.id);
    },

    /** A user's stars, newest first; with `title`, only those whose room or person matches. */
    async stars(
      userId: string,
      types: ('chat' | 'room' | 'user')[],
      limit: number,
      title?: string,
    ) {
      const titleMatches = title
        ? sql`and coalesce(r.name, u.first_name || ' ' || u.last_name) ilike ${containsPattern(title)}`
        : sql``;
      return queryRows<{ type: 'chat' | 'room' | 'user'; targetId: string }>(
        db,
        sql`select s.type as "type", s.target_id as "targetId" from chat_stars s
            left join chat_rooms r on s.type = 'room' and r.id = s.target_id
            left join users u on s.type <> 'room' and u.id = s.target_id
            where s.user_id = ${userId} and s.type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )}) ${titleMatches}
            order by s.created_at desc limit ${limit}`,
      );
    },

    async setMute(userId: string, type: 'room' | 'user', targetId: string, off: boolean) {
      if (off) {
        await db.insert(chatMutes).values({ userId, type, targetId }).onConflictDoNothing();
      } else {
        await db
          .delete(chatMutes)
          .where(
            and(
              eq(chatMutes.userId, userId),
              eq(chatMutes.type, type),
              eq(chatMutes.targetId, targetId),
            ),
          );
      }
    },

    async mutes(userId: string) {
      const rows = await db
        .select({ type: chatMutes.type, targetId: chatMutes.targetId })
        .from(chatMutes)
        .where(eq(chatMutes.userId, userId));
      return {
        rooms: rows.filter((r) => r.type === 'room').map((r) => r.targetId),
        users: rows.filter((r) => r.type === 'user').map((r) => r.targetId),
      };
    },
  };
  return self;
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
