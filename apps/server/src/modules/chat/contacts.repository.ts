import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/raw';
import { avatarOfUser, nameAndAvatarColumns } from '../../db/person-columns';
import { chatMutes, chatStars, directConversations, media, users } from '../../db/schema';
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

/** A person's columns for the query builder (users joined with their avatar's media row). */
export const personFields = {
  id: users.id,
  ...nameAndAvatarColumns,
};

export const personColumns = sql`u.id as "id", u.first_name as "firstName", u.last_name as "lastName", md.id as "mediaId", md.path as "mediaPath", md.thumb_path as "mediaThumbPath"`;

/**
 * Who the people directory shows `me` (users aliased `u`): everyone else who finished signing up
 * and has not deleted their account. The search finds people by the same rule.
 */
export const inDirectory = (me: string | SQLWrapper) =>
  sql`u.id <> ${me} and u.deleted_at is null and u.registration_step = 'done'`;

/** People, direct conversations, stars and mutes. */
export function createContactsRepository(db: Db) {
  return {
    async people(ids: string[]): Promise<Map<string, PersonRow>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select(personFields)
        .from(users)
        .leftJoin(media, avatarOfUser)
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
      q: { limit: number; skip: number; search?: string | undefined; initial?: string | undefined },
    ) {
      const term = q.search ? containsPattern(q.search) : null;
      // The initial filter (SPEC §9): the first letter of the first name in upper case (as the
      // contract's initialOf: leading spaces aside).
      const initial = q.initial
        ? sql`and upper(left(btrim(u.first_name), 1)) = ${q.initial}`
        : sql``;
      const where = sql`${inDirectory(me)} ${term ? sql`and (u.first_name || ' ' || u.last_name) ilike ${term}` : sql``} ${initial}`;
      const [rows, total] = await Promise.all([
        queryRows<PersonRow & { roleName: string }>(
          db,
          sql`select ${personColumns}, r.name as "roleName" from users u join roles r on r.id = u.role_id left join media md on md.id = u.avatar_media_id where ${where} order by u.first_name, u.last_name, u.id limit ${q.limit} offset ${q.skip}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    async existingUserIds(ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), sql`${users.deletedAt} is null`));
      return rows.map((r) => r.id);
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
    async forgetStarsAndMutes(userId: string) {
      await db.delete(chatStars).where(eq(chatStars.userId, userId));
      await db.delete(chatMutes).where(eq(chatMutes.userId, userId));
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
