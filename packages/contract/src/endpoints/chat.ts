// The chat endpoints as the web client calls them (no zod); their schemas are schemas/chat.ts.
import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/chat';

export type * from '../schemas/chat';

export const createRoom = defineEndpoint<typeof s.createRoom>()({
  method: 'POST',
  path: '/api/community/createRoom',
  summary: 'Create a group chat room; the creator is its admin and the given users its members.',
  access: 'user',
  module: 'forum',
});

export const getRoom = defineEndpoint<typeof s.getRoom>()({
  method: 'GET',
  path: '/api/community/getRoom',
  summary: 'One room the user is an active member of.',
  access: 'user',
  module: 'forum',
});

export const listRooms = defineEndpoint<typeof s.listRooms>()({
  method: 'GET',
  path: '/api/community/roomList',
  summary: 'Rooms the user is an active member of, latest activity first, with unread counts.',
  access: 'user',
  module: 'forum',
});

export const listRoomMembers = defineEndpoint<typeof s.listRoomMembers>()({
  method: 'GET',
  path: '/api/community/roomWiseUserList/:id',
  summary: 'Members of a room (blocked ones included, for its admins to unblock).',
  access: 'user',
  module: 'forum',
});

export const leaveRoom = defineEndpoint<typeof s.leaveRoom>()({
  method: 'POST',
  path: '/api/community/leaveRoom',
  summary: 'Leave a room. The last admin to leave hands the room to the longest-standing member.',
  access: 'user',
  module: 'forum',
});

export const addUserToRoom = defineEndpoint<typeof s.addUserToRoom>()({
  method: 'POST',
  path: '/api/community/addUserToRoom',
  summary: 'Add people to a room. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const removeUserFromRoom = defineEndpoint<typeof s.removeUserFromRoom>()({
  method: 'POST',
  path: '/api/community/removeUserFromRoom',
  summary: 'Remove a member from a room. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const blockUser = defineEndpoint<typeof s.blockUser>()({
  method: 'POST',
  path: '/api/community/blockUser',
  summary: 'Block a member: they can neither read nor send in the room. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const unblockUser = defineEndpoint<typeof s.unblockUser>()({
  method: 'POST',
  path: '/api/community/unblockUser',
  summary: 'Unblock a member. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const deleteRoom = defineEndpoint<typeof s.deleteRoom>()({
  method: 'POST',
  path: '/api/community/deleteRoom/:id',
  summary: 'Delete a room; members get the groupOperation delete event. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const editRoom = defineEndpoint<typeof s.editRoom>()({
  method: 'POST',
  path: '/api/community/editRoom/:id',
  summary: 'Rename a room. Room admins only.',
  access: 'user',
  module: 'forum',
});

export const listDirectChats = defineEndpoint<typeof s.listDirectChats>()({
  method: 'GET',
  path: '/api/community/chat/userList',
  summary:
    'Recent direct conversations, latest first: the other party, the last message and the unread count; search by name.',
  access: 'user',
  module: 'forum',
});

export const listMessages = defineEndpoint<typeof s.listMessages>()({
  method: 'GET',
  path: '/api/community/chat/chatList',
  summary:
    'Messages of a room or direct conversation, oldest first within the page; `before` pages backwards. `option[0].count` is 1 when older messages remain, else 0.',
  access: 'user',
  module: 'forum',
});

export const chatAction = defineEndpoint<typeof s.chatAction>()({
  method: 'POST',
  path: '/api/community/chat/action',
  summary:
    '`send` stores a message (idempotent by clientId) then announces it with updateChat; `read` marks a conversation read and emits unreadCounter; `deleteMessage` removes one’s own message (or, in a room, any message for its admins). Also served over the socket as the `chatAction` event with an acknowledgement; the web app sends that way while its socket is connected.',
  access: 'user',
  module: 'forum',
  socketEvent: 'chatAction',
});

export const deleteDirectChat = defineEndpoint<typeof s.deleteDirectChat>()({
  method: 'POST',
  path: '/api/community/chat/delete',
  summary:
    'Clear a direct conversation for oneself: it leaves the recent list until a new message arrives; the other person keeps it.',
  access: 'user',
  module: 'forum',
});

export const listChatUsers = defineEndpoint<typeof s.listChatUsers>()({
  method: 'GET',
  path: '/api/community/userList',
  summary:
    'People to start a conversation with (not oneself, not deleted accounts), by name; search by name; `initial` (A–Z) keeps those whose first name starts with that letter.',
  access: 'user',
  module: 'forum',
});

export const listStarredChats = defineEndpoint<typeof s.listStarredChats>()({
  method: 'GET',
  path: '/api/community/chatStarred/get',
  summary: 'Favourite chats: starred rooms and direct conversations (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
});

export const listStarredChannels = defineEndpoint<typeof s.listStarredChannels>()({
  method: 'GET',
  path: '/api/community/channelStarred/get',
  summary:
    'Starred communities: the community chats (rooms) and community channels one has starred, rooms first, with unread counts (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
});

export const listStarredUsers = defineEndpoint<typeof s.listStarredUsers>()({
  method: 'GET',
  path: '/api/community/userStarred/get',
  summary: 'Starred people (limit 50; none gives []).',
  access: 'user',
  module: 'forum',
});

export const starAction = defineEndpoint<typeof s.starAction>()({
  method: 'POST',
  path: '/api/community/user/action',
  summary: 'Star or unstar a chat, room or person; idempotent.',
  access: 'user',
  module: 'forum',
});

export const getNotificationPrefs = defineEndpoint<typeof s.getNotificationPrefs>()({
  method: 'GET',
  path: '/api/community/notifications',
  summary: 'Rooms and users whose notifications the user switched off.',
  access: 'user',
  module: 'forum',
});

export const notificationAction = defineEndpoint<typeof s.notificationAction>()({
  method: 'POST',
  path: '/api/community/notifications/action',
  summary: 'Switch notifications of a room or a user off (`off: true`) or on.',
  access: 'user',
  module: 'forum',
});
