import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Group chat rooms. */
export const chatRooms = pgTable('chat_rooms', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  createdBy: uuid()
    .notNull()
    .references(() => users.id),
  /** Seq of the newest message, for ordering lists by activity. */
  lastMessageSeq: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    /** Removed and departed members have no row; blocked ones keep theirs. */
    status: text({ enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_room_members_user_idx').on(t.userId),
  ],
);

/** A direct conversation between two people (SPEC's virtualRoomId); userA < userB. */
export const directConversations = pgTable(
  'direct_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userA: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageSeq: bigint({ mode: 'number' }),
    /** Messages up to these seqs are cleared for A and for B (chat/delete). */
    clearedSeqA: bigint({ mode: 'number' }).notNull().default(0),
    clearedSeqB: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_conversations_pair_idx').on(t.userA, t.userB),
    index('direct_conversations_b_idx').on(t.userB),
    check('direct_conversations_order', sql`${t.userA} < ${t.userB}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Global order of messages; read markers and paging use it. */
    seq: bigserial({ mode: 'number' }).notNull().unique(),
    roomId: uuid().references(() => chatRooms.id, { onDelete: 'cascade' }),
    conversationId: uuid().references(() => directConversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id),
    clientId: text().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A resend after a reconnect carries the same client id and finds the stored message.
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    index('chat_messages_room_seq_idx').on(t.roomId, t.seq),
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    check('chat_messages_one_target', sql`(${t.roomId} is null) <> (${t.conversationId} is null)`),
  ],
);

/** How far a user has read a room or conversation; unread counts derive from it. */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Room id or direct conversation id. */
    targetId: uuid().notNull(),
    lastReadSeq: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] })],
);

/** Starred chats, rooms and people. */
export const chatStars = pgTable(
  'chat_stars',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['chat', 'room', 'user'] }).notNull(),
    targetId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.targetId] })],
);

/** Rooms and people whose notifications a user switched off. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['room', 'user'] }).notNull(),
    targetId: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.targetId] })],
);
