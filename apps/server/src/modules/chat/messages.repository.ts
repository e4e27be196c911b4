import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createGroupCommit } from '../../db/group-commit';
import { preparedRows, queryRows } from '../../db/raw';
import { avatarOfUser } from '../../db/person-columns';
import { chatMessages, chatReadMarkers, media, users } from '../../db/schema';
import { personFields, type PersonRow } from './contacts.repository';

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

/**
 * Messages, read markers and unread counts. HOT-PATH EXCEPTION (decisions 23, 21), not part of
 * the template: sends are group-committed through one prepared statement.
 */
export function createMessagesRepository(db: Db) {
  const messageWrites = createGroupCommit<MessageInput, StoredMessage>({
    writeMany: (inputs) => insertMessages(db, inputs),
    writeOne: async (input) => (await insertMessages(db, [input]))[0]!,
    ...MESSAGE_BATCH,
  });
  const storing = new Map<string, Promise<StoredMessage>>();
  return {
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
    async messageById(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },
    async markMessageDeleted(id: string) {
      await db.update(chatMessages).set({ deletedAt: new Date() }).where(eq(chatMessages.id, id));
    },
    /**
     * Messages older than `beforeSeq` (newest first), one extra to tell whether more remain, each
     * with its sender as chat lists show people.
     */
    async messages(q: {
      roomId?: string;
      conversationId?: string;
      afterSeq: number;
      beforeSeq?: number;
      limit: number;
    }): Promise<(MessageRow & { sender: PersonRow | undefined })[]> {
      const target = q.roomId
        ? eq(chatMessages.roomId, q.roomId)
        : eq(chatMessages.conversationId, q.conversationId!);
      // The senders come in the same statement: one wait for a conversation, not two.
      const rows = await db
        .select({ message: chatMessages, sender: personFields })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .leftJoin(media, avatarOfUser)
        .where(
          and(
            target,
            sql`${chatMessages.seq} > ${q.afterSeq}`,
            q.beforeSeq !== undefined ? sql`${chatMessages.seq} < ${q.beforeSeq}` : undefined,
          ),
        )
        .orderBy(sql`${chatMessages.seq} desc`)
        .limit(q.limit + 1);
      // sender_id references users, so a sender is always found; without one, the fields are null.
      return rows.map((r) => ({
        ...r.message,
        sender: r.sender?.id ? (r.sender as PersonRow) : undefined,
      }));
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
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
