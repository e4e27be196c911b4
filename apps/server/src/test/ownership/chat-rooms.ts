// Ownership of chat rooms: B outside A's room, a plain member of it, or blocked in it.
import { randomUUID } from 'node:crypto';
import { chat } from '@portal/contract';
import type { FixtureContext, Person } from '../fixtures';
import type { OwnedRoute, OwnershipRow } from './types';

/** A's room: a plain member, a blocked member, someone outside it, and a message of A's. */
type Room = { id: string; member: Person; blocked: Person; outsider: Person; messageId: string };

export const roomView = async (ctx: FixtureContext, a: Person, o: { id: string }) => ({
  room: await ctx.call(a, chat.getRoom, { query: { roomId: o.id } }),
  members: await ctx.call(a, chat.listRoomMembers, { params: { id: o.id } }),
  messages: await ctx.call(a, chat.listMessages, { query: { roomId: o.id } }),
});

/**
 * A chat room row: A makes a room, then gives B `standing` in it (none; a plain member; a member
 * A then blocks), and B is refused each of `routes` with the ids of A's room.
 */
function roomRow(
  kind: string,
  standing: 'outsider' | 'member' | 'blocked',
  routes: OwnedRoute<Room>[],
): OwnershipRow<Room> {
  return {
    kind,
    create: async (ctx, a, b) => {
      const member = await ctx.person();
      const blocked = await ctx.person();
      const outsider = await ctx.person();
      const { id } = await ctx.make.room(a, [member, blocked]);
      await ctx.call(a, chat.blockUser, { body: { roomId: id, userId: blocked.id } });
      let message = await ctx.make.roomMessage(a, id);
      if (standing !== 'outsider') {
        await ctx.call(a, chat.addUserToRoom, { body: { roomId: id, userIds: [b.id] } });
        message = await ctx.make.roomMessage(a, id);
      }
      if (standing === 'blocked') {
        await ctx.call(a, chat.blockUser, { body: { roomId: id, userId: b.id } });
      }
      return { id, member, blocked, outsider, messageId: message.id };
    },
    view: roomView,
    routes,
  };
}

const send = (roomId: string) => ({
  action: 'send',
  clientId: `intruder-${randomUUID()}`,
  roomId,
  message: 'Let me in',
});

/** The routes that take the id of A's room, each written once; the rows pick theirs. */
const at = {
  getRoom: {
    route: 'GET /api/community/getRoom',
    ids: ['query.roomId'],
    access: 'read',
    call: (o) => ({ query: { roomId: o.id } }),
  },
  members: {
    route: 'GET /api/community/roomWiseUserList/:id',
    ids: ['params.id'],
    access: 'read',
    call: (o) => ({ params: { id: o.id } }),
  },
  messages: {
    route: 'GET /api/community/chat/chatList',
    ids: ['query.roomId'],
    access: 'read',
    call: (o) => ({ query: { roomId: o.id, limit: '30' } }),
  },
  leave: {
    route: 'POST /api/community/leaveRoom',
    ids: ['body.roomId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id } }),
  },
  send: {
    route: 'POST /api/community/chat/action',
    ids: ['body.roomId'],
    access: 'write',
    label: 'send',
    call: (o) => ({ body: send(o.id) }),
  },
  read: {
    route: 'POST /api/community/chat/action',
    ids: ['body.roomId'],
    access: 'write',
    label: 'read',
    call: (o) => ({ body: { action: 'read', roomId: o.id } }),
  },
  star: {
    route: 'POST /api/community/user/action',
    ids: ['body.id'],
    access: 'write',
    label: 'star the room',
    call: (o) => ({ body: { type: 'room', id: o.id, starred: true } }),
  },
  mute: {
    route: 'POST /api/community/notifications/action',
    ids: ['body.id'],
    access: 'write',
    label: 'mute the room',
    call: (o) => ({ body: { type: 'room', id: o.id, off: true } }),
  },
  deleteAdminsMessage: {
    route: 'POST /api/community/chat/action',
    ids: ['body.messageId'],
    access: 'write',
    label: 'deleteMessage of the admin’s message',
    call: (o) => ({ body: { action: 'deleteMessage', messageId: o.messageId } }),
  },
} satisfies Record<string, OwnedRoute<Room>>;

/** Routes only a room's admins may use. */
const adminOnly: OwnedRoute<Room>[] = [
  {
    route: 'POST /api/community/addUserToRoom',
    ids: ['body.roomId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userIds: [o.outsider.id] } }),
  },
  ...(['removeUserFromRoom', 'blockUser'] as const).map((name): OwnedRoute<Room> => ({
    route: `POST /api/community/${name}`,
    ids: ['body.roomId', 'body.userId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userId: o.member.id } }),
  })),
  {
    route: 'POST /api/community/unblockUser',
    ids: ['body.roomId', 'body.userId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userId: o.blocked.id } }),
  },
  {
    route: 'POST /api/community/deleteRoom/:id',
    ids: ['params.id'],
    access: 'write',
    call: (o) => ({ params: { id: o.id } }),
  },
  {
    route: 'POST /api/community/editRoom/:id',
    ids: ['params.id'],
    access: 'write',
    call: (o) => ({ params: { id: o.id }, body: { name: 'Taken over' } }),
  },
];

export const room = roomRow('chat room', 'outsider', [
  at.getRoom,
  at.members,
  at.messages,
  at.leave,
  ...adminOnly,
  at.send,
  at.read,
  at.star,
  at.mute,
]);
/** B is a plain member of A's room: they may read and send, not administer. */
export const roomAsMember = roomRow('chat room of which B is a plain member', 'member', [
  ...adminOnly,
  at.deleteAdminsMessage,
]);
/** B was blocked in A's room: they may neither read nor send there. */
export const roomAsBlocked = roomRow('chat room in which B is blocked', 'blocked', [
  at.getRoom,
  at.messages,
  at.send,
  ...adminOnly,
]);
