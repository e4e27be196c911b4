// The zod schemas of endpoints/chat.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, IdSchema, ListQuerySchema } from '../envelope';
import { requiredString } from '../validation';
import { MediaSchema } from './auth';
import type { EndpointSchemas } from '../endpoint';

// Sending: over HTTP (`POST community/chat/action` with action `send`), the way Mattermost posts.
// The message is stored before the response and before any socket event; it carries a
// client-made `clientId`, so a resend after a reconnect returns the stored message instead of a
// second one. Socket events only ever announce stored messages.

// Ids compare as text in the chat's rules (the pair order of a conversation, self-checks), so a
// uuid written in capitals is made the lower-case form the database returns.
const id = () => IdSchema.transform((v) => v.toLowerCase());

/** A person as chat lists show them. */
export const ChatUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  online: z.boolean(),
  media: z.array(MediaSchema),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** One stored message of a room or a direct conversation. */
export const ChatMessageSchema = z.object({
  _id: z.string(),
  clientId: z.string(),
  /** Room id for room messages, null for direct ones. */
  roomId: z.string().nullable(),
  /** Direct conversation id (SPEC's virtualRoomId), null for room messages. */
  virtualRoomId: z.string().nullable(),
  sender: ChatUserSchema,
  content: z.string(),
  createdAt: z.string(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A recent direct conversation (SPEC §3 direct chat list item). */
export const DirectChatItemSchema = z.object({
  /** The conversation id (virtualRoomId). */
  _id: z.string(),
  sender: ChatUserSchema,
  receiver: ChatUserSchema,
  message: z.string(),
  unreadCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type DirectChatItem = z.infer<typeof DirectChatItemSchema>;

export const RoomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  content: z.string(),
  unreadCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  isAdmin: z.boolean(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;

export const RoomMemberSchema = ChatUserSchema.extend({
  role: z.enum(['admin', 'member']),
  status: z.enum(['active', 'blocked']),
});
export type RoomMember = z.infer<typeof RoomMemberSchema>;

const roomName = () => requiredString({ max: 80 });

export const CreateRoomBodySchema = z.strictObject({
  name: roomName(),
  userIds: z.array(id()).max(200).default([]),
});

export const createRoom = {
  body: CreateRoomBodySchema,
  response: RoomSchema,
} satisfies EndpointSchemas;

export const getRoom = {
  query: z.object({ roomId: id() }),
  response: RoomSchema,
} satisfies EndpointSchemas;

export const listRooms = {
  query: ListQuerySchema,
  response: z.array(RoomSchema),
} satisfies EndpointSchemas;

export const listRoomMembers = {
  params: IdParamsSchema,
  response: z.array(RoomMemberSchema),
} satisfies EndpointSchemas;

const RoomBodySchema = z.strictObject({ roomId: id() });
const RoomUserBodySchema = z.strictObject({ roomId: id(), userId: id() });

export const leaveRoom = {
  body: RoomBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const addUserToRoom = {
  body: z.strictObject({ roomId: id(), userIds: z.array(id()).min(1).max(200) }),
  response: z.array(RoomMemberSchema),
} satisfies EndpointSchemas;

export const removeUserFromRoom = {
  body: RoomUserBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const blockUser = {
  body: RoomUserBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const unblockUser = {
  body: RoomUserBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const deleteRoom = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const editRoom = {
  params: IdParamsSchema,
  body: z.strictObject({ name: roomName() }),
  response: RoomSchema,
} satisfies EndpointSchemas;

export const listDirectChats = {
  query: ListQuerySchema,
  response: z.array(DirectChatItemSchema),
} satisfies EndpointSchemas;

export const ChatHistoryQuerySchema = z
  .object({
    roomId: id().optional(),
    receiverId: id().optional(),
    /** Page backwards: messages older than this message id. */
    before: id().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((q) => Boolean(q.roomId) !== Boolean(q.receiverId), {
    error: 'Give either roomId or receiverId',
    path: ['roomId'],
  });

export const listMessages = {
  query: ChatHistoryQuerySchema,
  response: z.array(ChatMessageSchema),
} satisfies EndpointSchemas;

export const ChatActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('send'),
    /** Made by the client once per message and reused on every resend. */
    // Well-formed text only: a lone surrogate would be stored as U+FFFD and no longer match.
    clientId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .refine((v) => !/[\ud800-\udfff]/.test(v.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')), {
        error: 'Invalid message id',
      }),
    roomId: id().optional(),
    receiverId: id().optional(),
    message: requiredString({ max: 4000 }),
  }),
  z.strictObject({
    action: z.literal('read'),
    roomId: id().optional(),
    receiverId: id().optional(),
  }),
  z.strictObject({ action: z.literal('deleteMessage'), messageId: id() }),
]);
export type ChatActionBody = z.infer<typeof ChatActionBodySchema>;

export const chatAction = {
  body: ChatActionBodySchema,
  response: z.object({ message: ChatMessageSchema.nullable(), unreadCount: z.number().int() }),
} satisfies EndpointSchemas;

export const deleteDirectChat = {
  body: z.strictObject({ id: id() }),
  response: z.null(),
} satisfies EndpointSchemas;

/**
 * The people directory's query: `initial`, one letter A–Z (either case), keeps the people whose
 * first name starts with it, compared in upper case (SPEC §9's initial filter).
 */
export const PeopleListQuerySchema = ListQuerySchema.extend({
  initial: z
    .string()
    .regex(/^[A-Za-z]$/, { error: 'Choose one letter from A to Z' })
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type PeopleListQuery = z.infer<typeof PeopleListQuerySchema>;

export const listChatUsers = {
  query: PeopleListQuerySchema,
  response: z.array(ChatUserSchema.extend({ roleName: z.string() })),
} satisfies EndpointSchemas;

export const StarredItemSchema = z.object({
  _id: z.string(),
  /** `channel`: a community channel (starred with `community/channel/action`), in channelStarred only. */
  type: z.enum(['chat', 'room', 'user', 'channel']),
  title: z.string(),
  /** Room or channel id, or the other user's id for chats and users. */
  targetId: z.string(),
  virtualRoomId: z.string().nullable(),
  online: z.boolean(),
  media: z.array(MediaSchema),
  unreadCount: z.number().int().nonnegative(),
  message: z.string(),
});
export type StarredItem = z.infer<typeof StarredItemSchema>;

const StarredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(50),
  title: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => s || undefined),
});

export const listStarredChats = {
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
} satisfies EndpointSchemas;

export const listStarredChannels = {
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
} satisfies EndpointSchemas;

export const listStarredUsers = {
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
} satisfies EndpointSchemas;

export const StarBodySchema = z.strictObject({
  type: z.enum(['chat', 'room', 'user']),
  /** Room id for rooms; the other user's id for chats and users. */
  id: id(),
  starred: z.boolean(),
});

export const starAction = {
  body: StarBodySchema,
  response: z.object({ starred: z.boolean() }),
} satisfies EndpointSchemas;

export const NotificationPrefsSchema = z.object({
  rooms: z.array(z.string()),
  users: z.array(z.string()),
});

export const getNotificationPrefs = {
  response: NotificationPrefsSchema,
} satisfies EndpointSchemas;

export const notificationAction = {
  body: z.strictObject({ type: z.enum(['room', 'user']), id: id(), off: z.boolean() }),
  response: NotificationPrefsSchema,
} satisfies EndpointSchemas;
