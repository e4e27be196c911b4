import { z } from 'zod';

/** Socket.IO events of SPEC §7, with their payloads. */
export const SOCKET_EVENTS = {
  unauthorized: 'unauthorized',
  joinRoomReq: 'joinRoomReq',
  leaveRoomReq: 'leaveRoomReq',
  sendJoinRoomReq: 'sendJoinRoomReq',
  sendLeaveRoomReq: 'sendLeaveRoomReq',
  updateChat: 'updateChat',
  unreadCounter: 'unreadCounter',
  broadcastUserStatus: 'broadcastUserStatus',
  groupOperation: 'groupOperation',
  getOwnChat: 'getOwnChat',
  deleteChat: 'deleteChat',
  messageDeleted: 'messageDeleted',
  /** The user's notification mutes changed (on any of their devices): the full lists after it. */
  mutesChanged: 'mutesChanged',
  /** The user starred or unstarred a chat or person (on any of their devices). */
  starChanged: 'starChanged',
  /**
   * Events between server processes may have been lost (their Redis link was down and is back):
   * fetch the chat lists and loaded conversations again. Payload `{ reason }`.
   */
  resync: 'resync',
  /** A booking of the user changed (either side, any device): `BookingChangedEvent`. */
  bookingChanged: 'bookingChanged',
} as const;

/** bookingChanged: which booking, its new status and version, and who acted. */
export const BookingChangedEventSchema = z.object({
  bookingId: z.string(),
  status: z.string(),
  version: z.number().int(),
  actor: z.enum(['doctor', 'patient', 'admin', 'system']),
});
export type BookingChangedEvent = z.infer<typeof BookingChangedEventSchema>;

/** updateChat: a stored message (SPEC §3 chat update event, plus ids for de-duplication). */
export const UpdateChatEventSchema = z.object({
  messageId: z.string(),
  clientId: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  virtualRoomId: z.string().nullable(),
  senderId: z.string(),
  receiverId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  message: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type UpdateChatEvent = z.infer<typeof UpdateChatEventSchema>;

/** unreadCounter: the unread count of one conversation (room id or the other user's id). */
export const UnreadCounterEventSchema = z.object({
  senderId: z.string(),
  unreadCount: z.number().int().nonnegative(),
  isRoom: z.boolean(),
});
export type UnreadCounterEvent = z.infer<typeof UnreadCounterEventSchema>;

export const UserStatusEventSchema = z.object({
  user: z.object({ _id: z.string(), online: z.boolean() }),
});
export type UserStatusEvent = z.infer<typeof UserStatusEventSchema>;

export const GroupOperationEventSchema = z.object({
  action: z.enum(['delete', 'rename', 'removed', 'blocked', 'unblocked']),
  roomId: z.string(),
  name: z.string().optional(),
});
export type GroupOperationEvent = z.infer<typeof GroupOperationEventSchema>;

export const RoomRequestEventSchema = z.object({ roomId: z.string() });
export type RoomRequestEvent = z.infer<typeof RoomRequestEventSchema>;

export const MessageDeletedEventSchema = z.object({
  messageId: z.string(),
  roomId: z.string().nullable(),
  virtualRoomId: z.string().nullable(),
});
export type MessageDeletedEvent = z.infer<typeof MessageDeletedEventSchema>;

/** mutesChanged: the rooms and people whose notifications are now off, as `chatNotification/get`. */
export const MutesChangedEventSchema = z.object({
  rooms: z.array(z.string()),
  users: z.array(z.string()),
});
export type MutesChangedEvent = z.infer<typeof MutesChangedEventSchema>;

/** starChanged: one star set or taken off, as `starChat` was called. */
export const StarChangedEventSchema = z.object({
  type: z.enum(['chat', 'room', 'user']),
  id: z.string(),
  starred: z.boolean(),
});
export type StarChangedEvent = z.infer<typeof StarChangedEventSchema>;
