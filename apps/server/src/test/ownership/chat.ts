// Ownership of chat rooms (chat-rooms.ts), room messages and direct conversations.
import { randomUUID } from 'node:crypto';
import { chat } from '@portal/contract';
import type { FixtureContext, Person } from '../fixtures';
import { room, roomAsBlocked, roomAsMember, roomView } from './chat-rooms';
import type { OwnershipRow, PublicRoute, SelfReference } from './types';

export const chatPublicByDesign: PublicRoute[] = [
  {
    route: 'POST /api/community/createRoom',
    ids: ['body.userIds[]'],
    reason: 'people are invited by id to the room one makes (existing, undeleted people only)',
  },
  {
    route: 'POST /api/community/addUserToRoom',
    ids: ['body.userIds[]'],
    reason: 'the people added are anyone; the room is what is owned (the "room" row)',
  },
  {
    route: 'POST /api/community/chat/action',
    ids: ['body.receiverId'],
    reason: 'anyone may message anyone; `read` marks one’s own conversation with them',
  },
  {
    route: 'GET /api/community/chat/chatList',
    ids: ['query.receiverId'],
    reason: 'it reads one’s own conversation with that person, never anyone else’s',
  },
  {
    route: 'POST /api/community/user/action',
    ids: ['body.id'],
    reason:
      'starring a person or a chat with them is one’s own list (a room needs membership: the "room" row)',
  },
  {
    route: 'POST /api/community/notifications/action',
    ids: ['body.id'],
    reason: 'muting a person is one’s own preference (a room needs membership: the "room" row)',
  },
];

type RoomMessage = { id: string; roomId: string };
const roomMessage: OwnershipRow<RoomMessage> = {
  kind: 'room message',
  create: async (ctx, a) => {
    const { id: roomId } = await ctx.make.room(a, [await ctx.person()]);
    return { id: (await ctx.make.roomMessage(a, roomId)).id, roomId };
  },
  view: (ctx, a, o) => roomView(ctx, a, { id: o.roomId }),
  routes: [
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.messageId'],
      access: 'write',
      label: 'deleteMessage',
      call: (o) => ({ body: { action: 'deleteMessage', messageId: o.id } }),
    },
    {
      route: 'GET /api/community/chat/chatList',
      ids: ['query.before'],
      access: 'read',
      label: 'as the paging cursor of the caller’s own room',
      call: async (o, caller, ctx, as) => ({
        query: {
          roomId: as === 'allowed' ? o.roomId : (await ctx.make.room(caller)).id,
          before: o.id,
          limit: '30',
        },
      }),
      refusedWith: {
        statuses: [400],
        reason: 'a message of another conversation is an unknown paging cursor (bad input)',
      },
    },
  ],
};

type Conversation = { id: string; messageId: string; partner: Person };
const conversation: OwnershipRow<Conversation> = {
  kind: 'direct conversation',
  create: async (ctx, a) => {
    const partner = await ctx.person();
    const dm = await ctx.make.directMessage(a, partner);
    return { id: dm.conversationId, messageId: dm.id, partner };
  },
  view: (ctx, a, o) => ctx.call(a, chat.listMessages, { query: { receiverId: o.partner.id } }),
  routes: [
    {
      route: 'POST /api/community/chat/delete',
      ids: ['body.id'],
      access: 'write',
      call: (o) => ({ body: { id: o.id } }),
    },
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.messageId'],
      access: 'write',
      label: 'deleteMessage of a direct message',
      call: (o) => ({ body: { action: 'deleteMessage', messageId: o.messageId } }),
    },
  ],
};

export const chatRows = [room, roomAsMember, roomAsBlocked, roomMessage, conversation];

/** A room of the caller's own with someone else in it; the call names the caller. */
const inOwnRoom = async (self: Person, ctx: FixtureContext) => ({
  body: { roomId: (await ctx.make.room(self, [await ctx.person()])).id, userId: self.id },
});

export const chatSelfReferences: SelfReference[] = [
  {
    route: 'POST /api/community/chat/action',
    label: 'a message to oneself',
    caller: 'user',
    call: (self) => ({
      body: {
        action: 'send',
        clientId: `self-${randomUUID()}`,
        receiverId: self.id,
        message: 'Hi me',
      },
    }),
  },
  {
    route: 'POST /api/community/user/action',
    label: 'starring oneself',
    caller: 'user',
    call: (self) => ({ body: { type: 'user', id: self.id, starred: true } }),
  },
  {
    route: 'POST /api/community/notifications/action',
    label: 'muting oneself',
    caller: 'user',
    call: (self) => ({ body: { type: 'user', id: self.id, off: true } }),
  },
  {
    route: 'POST /api/community/removeUserFromRoom',
    label: 'removing oneself from one’s room (leave is the call for that)',
    caller: 'user',
    call: inOwnRoom,
  },
  {
    route: 'POST /api/community/blockUser',
    label: 'blocking oneself',
    caller: 'user',
    call: inOwnRoom,
  },
];
