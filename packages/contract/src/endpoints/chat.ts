import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, IdSchema, ListQuerySchema } from '../envelope';
import { requiredString } from '../validation';
import { MediaSchema } from './auth';

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

export const createRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/createRoom',
  summary: 'Create a group chat room; the creator is its admin and the given users its members.',
  access: 'user',
  module: 'forum',
  body: CreateRoomBodySchema,
  response: RoomSchema,
});

export const getRoom = defineEndpoint({
  method: 'GET',
  path: '/api/community/getRoom',
  summary: 'One room the user is an active member of.',
  access: 'user',
  module: 'forum',
  query: z.object({ roomId: id() }),
  response: RoomSchema,
});

export const listRooms = defineEndpoint({
  method: 'GET',
  path: '/api/community/roomList',
  summary: 'Rooms the user is an active member of, latest activity first, with unread counts.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(RoomSchema),
});

export const listRoomMembers = defineEndpoint({
  method: 'GET',
  path: '/api/community/roomWiseUserList/:id',
  summary: 'Members of a room (blocked ones included, for its admins to unblock).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.array(RoomMemberSchema),
});

const RoomBodySchema = z.strictObject({ roomId: id() });
const RoomUserBodySchema = z.strictObject({ roomId: id(), userId: id() });

export const leaveRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/leaveRoom',
  summary: 'Leave a room. The last admin to leave hands the room to the longest-standing member.',
  access: 'user',
  module: 'forum',
  body: RoomBodySchema,
  response: z.null(),
});

export const addUserToRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/addUserToRoom',
  summary: 'Add people to a room. Room admins only.',
  access: 'user',
  module: 'forum',
  body: z.strictObject({ roomId: id(), userIds: z.array(id()).min(1).max(200) }),
  response: z.array(RoomMemberSchema),
});

export const removeUserFromRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/removeUserFromRoom',
  summary: 'Remove a member from a room. Room admins only.',
  access: 'user',
  module: 'forum',
  body: RoomUserBodySchema,
  response: z.null(),
});

export const blockUser = defineEndpoint({
  method: 'POST',
  path: '/api/community/blockUser',
  summary: 'Block a member: they can neither read nor send in the room. Room admins only.',
  access: 'user',
  module: 'forum',
  body: RoomUserBodySchema,
  response: z.null(),
});

export const unblockUser = defineEndpoint({
  method: 'POST',
  path: '/api/community/unblockUser',
  summary: 'Unblock a member. Room admins only.',
  access: 'user',
  module: 'forum',
  body: RoomUserBodySchema,
  response: z.null(),
});

export const deleteRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/deleteRoom/:id',
  summary: 'Delete a room; members get the groupOperation delete event. Room admins only.',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.null(),
});

export const editRoom = defineEndpoint({
  method: 'POST',
  path: '/api/community/editRoom/:id',
  summary: 'Rename a room. Room admins only.',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  body: z.strictObject({ name: roomName() }),
  response: RoomSchema,
});

export const listDirectChats = defineEndpoint({
  method: 'GET',
  path: '/api/community/chat/userList',
  summary:
    'Recent direct conversations, latest first: the other party, the last message and the unread count; search by name.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(DirectChatItemSchema),
});

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

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/community/chat/chatList',
  summary:
    'Messages of a room or direct conversation, oldest first within the page; `before` pages backwards. `option[0].count` is 1 when older messages remain, else 0.',
  access: 'user',
  module: 'forum',
  query: ChatHistoryQuerySchema,
  response: z.array(ChatMessageSchema),
});

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

export const chatAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/chat/action',
  summary:
    '`send` stores a message (idempotent by clientId) then announces it with updateChat; `read` marks a conversation read and emits unreadCounter; `deleteMessage` removes one’s own message (or, in a room, any message for its admins). Also served over the socket as the `chatAction` event with an acknowledgement; the web app sends that way while its socket is connected.',
  access: 'user',
  module: 'forum',
  body: ChatActionBodySchema,
  response: z.object({ message: ChatMessageSchema.nullable(), unreadCount: z.number().int() }),
  socketEvent: 'chatAction',
});

export const deleteDirectChat = defineEndpoint({
  method: 'POST',
  path: '/api/community/chat/delete',
  summary:
    'Clear a direct conversation for oneself: it leaves the recent list until a new message arrives; the other person keeps it.',
  access: 'user',
  module: 'forum',
  body: z.strictObject({ id: id() }),
  response: z.null(),
});

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

export const listChatUsers = defineEndpoint({
  method: 'GET',
  path: '/api/community/userList',
  summary:
    'People to start a conversation with (not oneself, not deleted accounts), by name; search by name; `initial` (A–Z) keeps those whose first name starts with that letter.',
  access: 'user',
  module: 'forum',
  query: PeopleListQuerySchema,
  response: z.array(ChatUserSchema.extend({ roleName: z.string() })),
});

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

export const listStarredChats = defineEndpoint({
  method: 'GET',
  path: '/api/community/chatStarred/get',
  summary: 'Favourite chats: starred rooms and direct conversations (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
});

export const listStarredChannels = defineEndpoint({
  method: 'GET',
  path: '/api/community/channelStarred/get',
  summary:
    'Starred communities: the community chats (rooms) and community channels one has starred, rooms first, with unread counts (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
});

export const listStarredUsers = defineEndpoint({
  method: 'GET',
  path: '/api/community/userStarred/get',
  summary: 'Starred people (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
  query: StarredQuerySchema,
  response: z.array(StarredItemSchema),
});

export const StarBodySchema = z.strictObject({
  type: z.enum(['chat', 'room', 'user']),
  /** Room id for rooms; the other user's id for chats and users. */
  id: id(),
  starred: z.boolean(),
});

export const starAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/user/action',
  summary: 'Star or unstar a chat, room or person; idempotent.',
  access: 'user',
  module: 'forum',
  body: StarBodySchema,
  response: z.object({ starred: z.boolean() }),
});

export const NotificationPrefsSchema = z.object({
  rooms: z.array(z.string()),
  users: z.array(z.string()),
});

export const getNotificationPrefs = defineEndpoint({
  method: 'GET',
  path: '/api/community/notifications',
  summary: 'Rooms and users whose notifications the user switched off.',
  access: 'user',
  module: 'forum',
  response: NotificationPrefsSchema,
});

export const notificationAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/notifications/action',
  summary: 'Switch notifications of a room or a user off (`off: true`) or on.',
  access: 'user',
  module: 'forum',
  body: z.strictObject({ type: z.enum(['room', 'user']), id: id(), off: z.boolean() }),
  response: NotificationPrefsSchema,
});
