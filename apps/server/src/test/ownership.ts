// The ownership table: for each kind of object, how user A makes one and every route that takes
// its id. contract-access.int.test.ts runs user B against each route with A's object: a read must
// give 403 or 404, a write 403 or 404 and leave A's object (and every table) as it was. A route
// whose id is anyone's to use goes in `publicByDesign`, with the reason. The suite fails when a
// route with an id parameter (see idParameters) is in neither, so new domains add rows here.
import { randomUUID } from 'node:crypto';
import { chat, community, news, products, users } from '@portal/contract';
import type { CallInput } from './bad-inputs';
import { workplaceBody, type FixtureContext, type Person } from './fixtures';

/** A route that takes the id of an object of the row's kind. */
export interface OwnedRoute<O> {
  /** "METHOD path" of the descriptor. */
  route: string;
  /** The id parameters this entry fills with A's object, e.g. `params.id`, `body.roomId`. */
  ids: string[];
  access: 'read' | 'write';
  /** What the entry shows, in test names. */
  label?: string;
  /**
   * The call with the object's ids, made by `caller` (B; or, as the control, the owner or an
   * admin). May make objects of the caller's own (say, their own room to page through).
   */
  call(
    o: O,
    caller: Person,
    ctx: FixtureContext,
    as: 'intruder' | 'allowed',
  ): Promise<CallInput> | CallInput;
  /** Who may make the call (default the owner): run first, as proof the call itself is valid. */
  allowed?: 'owner' | 'admin';
  /** Other refusal statuses than 403 and 404, with the reason. */
  refusedWith?: { statuses: number[]; reason: string };
}

export interface OwnershipRow<O> {
  kind: string;
  /**
   * How user A makes one, through the API. `b` is the user who will be refused: most rows leave
   * them out; some give them a lesser standing (a plain or blocked member of A's room).
   */
  create(ctx: FixtureContext, a: Person, b: Person): Promise<O>;
  /** The object as A sees it, to show that a refused write left it unchanged. */
  view(ctx: FixtureContext, a: Person, o: O): Promise<unknown>;
  routes: OwnedRoute<O>[];
}

/** Routes whose id parameters are anyone's to use, and why. */
export const publicByDesign: { route: string; ids: string[]; reason: string }[] = [
  {
    route: 'GET /api/community/channel/get/:id',
    ids: ['params.id'],
    reason: 'a channel’s name and description are public, so people can ask to join it',
  },
  {
    route: 'GET /api/community/channel/getUserDetails',
    ids: ['query.userId'],
    reason: 'every member’s public profile (no e-mail or phone) is for every member',
  },
  {
    route: 'POST /api/community/channel/sendJoinRequest',
    ids: ['body.channelId'],
    reason: 'anyone may ask to join any channel; private ones wait for their admins',
  },
  {
    route: 'POST /api/community/channel/additionalInfo',
    ids: ['body.channelIds[]'],
    reason: 'answers only for the caller’s own memberships; another channel’s id gives nothing',
  },
  {
    route: 'GET /api/community/post/get',
    ids: ['query.authorId'],
    reason: 'anyone’s posts in channels the caller can read; anonymous ones are left out',
  },
  {
    route: 'GET /api/product/get/:id',
    ids: ['params.id'],
    reason: 'the catalogue is for every self-certified user with the product module',
  },
  {
    route: 'GET /api/product/get',
    ids: ['query.manufacturerId[]'],
    reason: 'producers are catalogue data',
  },
  {
    route: 'POST /api/product/declarationForm/create',
    ids: ['body.productId'],
    reason: 'a prescriber may declare any product of the catalogue',
  },
  {
    route: 'GET /api/product/declarationForm/get',
    ids: ['query.productId'],
    reason: 'it filters the caller’s own declarations by a catalogue product',
  },
  {
    route: 'POST /api/guideCard/complete/:id',
    ids: ['params.id'],
    reason: 'guide cards are the same for everyone; completing one is the caller’s own row',
  },
  {
    route: 'GET /api/event/ics/:id',
    ids: ['params.id'],
    reason: 'events are published to every user',
  },
  {
    route: 'GET /api/library/document/download/:id',
    ids: ['params.id'],
    reason: 'library documents are for every user (behind a session, never public URLs)',
  },
  {
    route: 'GET /api/newsFeed/get/:id',
    ids: ['params.id'],
    reason: 'published articles are for every reader with the media module',
  },
  {
    route: 'GET /api/newsFeed/get',
    ids: ['query.categoryId'],
    reason: 'news categories are shared reference data',
  },
  {
    route: 'POST /api/newsFeed/bookmark',
    ids: ['body.newsFeedId'],
    reason: 'anyone may bookmark any published article; the bookmark is their own row',
  },
  {
    route: 'GET /api/newsFeed/comment/get',
    ids: ['query.newsFeedId'],
    reason: 'the visible comments of an article are for all its readers',
  },
  {
    route: 'POST /api/newsFeed/comment/create',
    ids: ['body.newsFeedId'],
    reason: 'anyone may comment on any published article',
  },
  {
    route: 'GET /api/newsFeed/comment/get/:id',
    ids: ['params.id'],
    reason: 'a visible comment is for every reader (a hidden one is in the "hidden comment" row)',
  },
  {
    route: 'POST /api/register',
    ids: ['body.roleId', 'body.specialityId', 'body.clinicIds[]'],
    reason: 'roles, specialities and public clinics are reference data offered at sign-up',
  },
  {
    route: 'PATCH /api/user/profile',
    ids: ['body.specialityId'],
    reason: 'specialities are reference data',
  },
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

const send = (roomId: string) => ({
  action: 'send',
  clientId: `intruder-${randomUUID()}`,
  roomId,
  message: 'Let me in',
});

// ---------------------------------------------------------------------------------------------

type Workplace = { id: string };
const workplace: OwnershipRow<Workplace> = {
  kind: 'work place',
  create: (ctx, a) => ctx.make.workplace(a),
  view: (ctx, a, o) => ctx.call(a, users.getWorkplace, { params: { id: o.id } }),
  routes: [
    {
      route: 'GET /api/workplace/get/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'PUT /api/workplace/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: { ...workplaceBody(), name: 'Taken over' } }),
    },
    {
      route: 'DELETE /api/workplace/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

type Account = { id: string };
const account: OwnershipRow<Account> = {
  kind: 'user account',
  create: async (ctx, a) => {
    await ctx.make.workplace(a);
    return { id: a.id };
  },
  view: async (ctx, a) => ({
    profile: await ctx.call(a, users.getProfile),
    workplaces: await ctx.call(a, users.listWorkplaces),
  }),
  routes: [
    {
      route: 'GET /api/workplace/get',
      ids: ['query.userId'],
      access: 'read',
      call: (o) => ({ query: { userId: o.id } }),
    },
    {
      route: 'DELETE /api/user/:userId',
      ids: ['params.userId'],
      access: 'write',
      label: 'with the caller’s own password',
      call: (o, caller) => ({ params: { userId: o.id }, body: { password: caller.password } }),
    },
    {
      route: 'PATCH /api/user/accountDelete/:id',
      ids: ['params.id'],
      access: 'write',
      allowed: 'admin',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

type Avatar = { id: string };
const avatar: OwnershipRow<Avatar> = {
  kind: 'uploaded image',
  create: (ctx, a) => ctx.make.avatar(a),
  view: async (ctx, a) => (await ctx.call(a, users.getProfile)).media,
  routes: [
    {
      route: 'POST /api/media/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

type Room = { id: string; member: Person; blocked: Person; outsider: Person };
const roomView = async (ctx: FixtureContext, a: Person, o: { id: string }) => ({
  room: await ctx.call(a, chat.getRoom, { query: { roomId: o.id } }),
  members: await ctx.call(a, chat.listRoomMembers, { params: { id: o.id } }),
  messages: await ctx.call(a, chat.listMessages, { query: { roomId: o.id } }),
});
const room: OwnershipRow<Room> = {
  kind: 'chat room',
  create: async (ctx, a) => {
    const member = await ctx.person();
    const blocked = await ctx.person();
    const outsider = await ctx.person();
    const { id } = await ctx.make.room(a, [member, blocked]);
    await ctx.call(a, chat.blockUser, { body: { roomId: id, userId: blocked.id } });
    await ctx.make.roomMessage(a, id);
    return { id, member, blocked, outsider };
  },
  view: roomView,
  routes: [
    {
      route: 'GET /api/community/getRoom',
      ids: ['query.roomId'],
      access: 'read',
      call: (o) => ({ query: { roomId: o.id } }),
    },
    {
      route: 'GET /api/community/roomWiseUserList/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'GET /api/community/chat/chatList',
      ids: ['query.roomId'],
      access: 'read',
      call: (o) => ({ query: { roomId: o.id, limit: '30' } }),
    },
    {
      route: 'POST /api/community/leaveRoom',
      ids: ['body.roomId'],
      access: 'write',
      call: (o) => ({ body: { roomId: o.id } }),
    },
    {
      route: 'POST /api/community/addUserToRoom',
      ids: ['body.roomId'],
      access: 'write',
      call: (o) => ({ body: { roomId: o.id, userIds: [o.outsider.id] } }),
    },
    {
      route: 'POST /api/community/removeUserFromRoom',
      ids: ['body.roomId', 'body.userId'],
      access: 'write',
      call: (o) => ({ body: { roomId: o.id, userId: o.member.id } }),
    },
    {
      route: 'POST /api/community/blockUser',
      ids: ['body.roomId', 'body.userId'],
      access: 'write',
      call: (o) => ({ body: { roomId: o.id, userId: o.member.id } }),
    },
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
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.roomId'],
      access: 'write',
      label: 'send',
      call: (o) => ({ body: send(o.id) }),
    },
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.roomId'],
      access: 'write',
      label: 'read',
      call: (o) => ({ body: { action: 'read', roomId: o.id } }),
    },
    {
      route: 'POST /api/community/user/action',
      ids: ['body.id'],
      access: 'write',
      label: 'star the room',
      call: (o) => ({ body: { type: 'room', id: o.id, starred: true } }),
    },
    {
      route: 'POST /api/community/notifications/action',
      ids: ['body.id'],
      access: 'write',
      label: 'mute the room',
      call: (o) => ({ body: { type: 'room', id: o.id, off: true } }),
    },
  ],
};

/** Routes only a room's admins may use, with the ids of A's room. */
const adminOnlyRoomRoutes: OwnedRoute<Room>[] = [
  {
    route: 'POST /api/community/addUserToRoom',
    ids: ['body.roomId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userIds: [o.outsider.id] } }),
  },
  {
    route: 'POST /api/community/removeUserFromRoom',
    ids: ['body.roomId', 'body.userId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userId: o.member.id } }),
  },
  {
    route: 'POST /api/community/blockUser',
    ids: ['body.roomId', 'body.userId'],
    access: 'write',
    call: (o) => ({ body: { roomId: o.id, userId: o.member.id } }),
  },
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

type RoomWithMessage = Room & { messageId: string };

/** B is a plain member of A's room: they may read and send, not administer. */
const roomAsMember: OwnershipRow<RoomWithMessage> = {
  kind: 'chat room of which B is a plain member',
  create: async (ctx, a, b) => {
    const o = await room.create(ctx, a, b);
    await ctx.call(a, chat.addUserToRoom, { body: { roomId: o.id, userIds: [b.id] } });
    return { ...o, messageId: (await ctx.make.roomMessage(a, o.id)).id };
  },
  view: roomView,
  routes: [
    ...adminOnlyRoomRoutes,
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.messageId'],
      access: 'write',
      label: 'deleteMessage of the admin’s message',
      call: (o) => ({ body: { action: 'deleteMessage', messageId: o.messageId } }),
    },
  ],
};

/** B was blocked in A's room: they may neither read nor send there. */
const roomAsBlocked: OwnershipRow<Room> = {
  kind: 'chat room in which B is blocked',
  create: async (ctx, a, b) => {
    const o = await room.create(ctx, a, b);
    await ctx.call(a, chat.addUserToRoom, { body: { roomId: o.id, userIds: [b.id] } });
    await ctx.make.roomMessage(a, o.id);
    await ctx.call(a, chat.blockUser, { body: { roomId: o.id, userId: b.id } });
    return o;
  },
  view: roomView,
  routes: [
    {
      route: 'GET /api/community/getRoom',
      ids: ['query.roomId'],
      access: 'read',
      call: (o) => ({ query: { roomId: o.id } }),
    },
    {
      route: 'GET /api/community/chat/chatList',
      ids: ['query.roomId'],
      access: 'read',
      call: (o) => ({ query: { roomId: o.id, limit: '30' } }),
    },
    {
      route: 'POST /api/community/chat/action',
      ids: ['body.roomId'],
      access: 'write',
      label: 'send',
      call: (o) => ({ body: send(o.id) }),
    },
    ...adminOnlyRoomRoutes,
  ],
};

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

type Comment = { id: string };
const comment: OwnershipRow<Comment> = {
  kind: 'news comment',
  create: (ctx, a) => ctx.make.comment(a),
  view: (ctx, a, o) => ctx.call(a, news.getComment, { params: { id: o.id } }),
  routes: [
    {
      route: 'PUT /api/newsFeed/comment/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: { comment: 'Taken over' } }),
    },
    {
      route: 'DELETE /api/newsFeed/comment/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'POST /api/newsFeed/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'hide (moderation)',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'hide' } }),
    },
  ],
};

const hiddenComment: OwnershipRow<Comment> = {
  kind: 'hidden news comment',
  create: async (ctx, a) => {
    const c = await ctx.make.comment(a);
    await ctx.call(ctx.admin, news.commentAction, {
      body: { responseId: c.id, status: 'hide' },
    });
    return c;
  },
  view: (ctx, a, o) => ctx.call(a, news.getComment, { params: { id: o.id } }),
  routes: [
    {
      route: 'GET /api/newsFeed/comment/get/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'POST /api/newsFeed/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'like a hidden comment',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'like' } }),
    },
    {
      route: 'POST /api/newsFeed/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'restore (moderation)',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'restore' } }),
    },
  ],
};

type Declaration = { id: string };
const declaration: OwnershipRow<Declaration> = {
  kind: 'product declaration',
  create: (ctx, a) => ctx.make.declaration(a),
  view: (ctx, a) => ctx.call(a, products.getDeclarations),
  routes: [
    {
      route: 'GET /api/product/declarationPdf/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

/**
 * Calls that name the caller where someone else must be named. Each must be refused (4xx) and
 * change nothing, with the caller's id as it is and in upper case (the same uuid).
 */
export const selfReferences: {
  route: string;
  label: string;
  caller: 'user' | 'admin';
  call(self: Person, ctx: FixtureContext): Promise<CallInput> | CallInput;
}[] = [
  {
    route: 'PATCH /api/user/accountDelete/:id',
    label: 'an admin deletes their own account through the admin call',
    caller: 'admin',
    call: (self) => ({ params: { id: self.id } }),
  },
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
    call: async (self, ctx) => ({
      body: { roomId: (await ctx.make.room(self, [await ctx.person()])).id, userId: self.id },
    }),
  },
  {
    route: 'POST /api/community/blockUser',
    label: 'blocking oneself',
    caller: 'user',
    call: async (self, ctx) => ({
      body: { roomId: (await ctx.make.room(self, [await ctx.person()])).id, userId: self.id },
    }),
  },
];

interface PrivateChannel {
  id: string;
  requesterId: string;
  requestId: string;
}

/** A private channel A runs, with a join request from someone else; B is not a member. */
const privateChannel: OwnershipRow<PrivateChannel> = {
  kind: 'private community channel',
  create: async (ctx, a) => {
    const requester = await ctx.person();
    // A second admin, so that the owner may leave (the last admin cannot).
    const c = await ctx.make.channel(a, { pending: [requester], admins: [await ctx.person()] });
    return { id: c.id, requesterId: requester.id, requestId: c.requestIds[0]! };
  },
  view: async (ctx, a, o) => [
    await ctx.call(a, community.getChannel, { params: { id: o.id } }),
    await ctx.call(a, community.getChannelMembers, {
      params: { community: o.id },
      query: { status: 'pending' },
    }),
    await ctx.call(a, community.getPosts, { query: { channelId: o.id } }),
  ],
  routes: [
    {
      route: 'GET /api/community/channel/userList/:community',
      ids: ['params.community'],
      access: 'read',
      call: (o) => ({ params: { community: o.id }, query: {} }),
    },
    {
      route: 'POST /api/community/channel/action',
      ids: ['body.channelId', 'body.userId'],
      access: 'write',
      label: 'approve a join request',
      call: (o) => ({ body: { action: 'approve', channelId: o.id, userId: o.requesterId } }),
    },
    {
      route: 'POST /api/community/channel/action',
      ids: ['body.channelId'],
      access: 'write',
      label: 'star',
      call: (o) => ({ body: { action: 'star', channelId: o.id } }),
    },
    {
      route: 'POST /api/community/channel/leave',
      ids: ['body.channelId'],
      access: 'write',
      call: (o) => ({ body: { channelId: o.id } }),
    },
    {
      route: 'POST /api/community/channel/updateTime',
      ids: ['body.channelId'],
      access: 'write',
      call: (o) => ({ body: { channelId: o.id } }),
    },
    {
      route: 'POST /api/community/channel/settings',
      ids: ['body.channelId'],
      access: 'write',
      call: (o) => ({ body: { channelId: o.id, allowAnonymous: false } }),
    },
    {
      route: 'GET /api/community/post/get',
      ids: ['query.channelId'],
      access: 'read',
      call: (o) => ({ query: { channelId: o.id } }),
    },
    {
      route: 'POST /api/community/post/create',
      ids: ['body.channelId'],
      access: 'write',
      call: (o) => ({ body: { channelId: o.id, title: 'Mine now', body: '<p>Hello</p>' } }),
    },
    {
      route: 'GET /api/community/moderation/get',
      ids: ['query.channelId'],
      access: 'read',
      call: (o) => ({ query: { channelId: o.id } }),
    },
    {
      route: 'POST /api/community/moderation/action',
      ids: ['body.id'],
      access: 'write',
      label: 'approve a join request',
      call: (o) => ({ body: { type: 'joinRequest', id: o.requestId, decision: 'approve' } }),
    },
    {
      route: 'GET /api/community/moderation/log',
      ids: ['query.channelId'],
      access: 'read',
      allowed: 'admin',
      call: (o) => ({ query: { channelId: o.id } }),
    },
  ],
};

interface PrivatePost {
  channelId: string;
  postId: string;
  responseId: string;
}

/** A post and a response of A's in A's private channel; B is not a member. */
const privatePost: OwnershipRow<PrivatePost> = {
  kind: 'post in a private community channel',
  create: async (ctx, a) => {
    const c = await ctx.make.channel(a);
    const post = await ctx.make.post(a, c.id);
    const response = await ctx.make.response(a, post.id);
    return { channelId: c.id, postId: post.id, responseId: response.id };
  },
  view: async (ctx, a, o) => [
    await ctx.call(a, community.getPost, { params: { id: o.postId } }),
    await ctx.call(a, community.getResponses, { query: { postId: o.postId } }),
  ],
  routes: [
    {
      route: 'GET /api/community/post/get/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.postId } }),
    },
    {
      route: 'POST /api/community/post/action',
      ids: ['body.postId'],
      access: 'write',
      label: 'like',
      call: (o) => ({ body: { postId: o.postId, action: 'like' } }),
    },
    {
      route: 'GET /api/community/response/get',
      ids: ['query.postId'],
      access: 'read',
      call: (o) => ({ query: { postId: o.postId } }),
    },
    {
      route: 'POST /api/community/response/create',
      ids: ['body.postId', 'body.parentId'],
      access: 'write',
      call: (o) => ({ body: { postId: o.postId, parentId: o.responseId, body: '<p>Hi</p>' } }),
    },
    {
      route: 'POST /api/community/response/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'like',
      call: (o) => ({ body: { responseId: o.responseId, status: 'liked' } }),
    },
    {
      route: 'DELETE /api/community/response/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.responseId } }),
    },
  ],
};

/** A post of A's in an open channel B belongs to: B reads it but may not change it. */
const openPost: OwnershipRow<{ postId: string }> = {
  kind: 'post in an open community channel',
  create: async (ctx, a, b) => {
    const c = await ctx.make.channel(a, { visibility: 'open', members: [b] });
    return { postId: (await ctx.make.post(a, c.id)).id };
  },
  view: (ctx, a, o) => ctx.call(a, community.getPost, { params: { id: o.postId } }),
  routes: [
    {
      route: 'PUT /api/community/post/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.postId }, body: { title: 'Taken over' } }),
    },
    {
      route: 'DELETE /api/community/post/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.postId } }),
    },
    {
      route: 'POST /api/community/post/action',
      ids: ['body.postId'],
      access: 'write',
      label: 'pin (channel admins)',
      call: (o) => ({ body: { postId: o.postId, action: 'pin' } }),
    },
  ],
};

/**
 * An image A uploaded for a post: its url is not an id, so B's attempts to attach it (to a new
 * post, or in an edit of B's own) are refused as bad input on `imageUrl` (decision 43).
 */
const postImage: OwnershipRow<{ url: string }> = {
  kind: 'community post image',
  create: (ctx, a) => ctx.make.postImage(a),
  view: (ctx, a) => ctx.call(a, community.getPosts, { query: { authorId: a.id } }),
  routes: [
    {
      route: 'POST /api/community/post/create',
      ids: [],
      access: 'write',
      label: 'with A’s image',
      call: (o) => ({
        body: { title: 'A borrowed picture', body: '<p>Look at this.</p>', imageUrl: o.url },
      }),
      refusedWith: {
        statuses: [400],
        reason: 'an imageUrl that is not one of the caller’s own uploads is bad input',
      },
    },
    {
      route: 'PUT /api/community/post/edit/:id',
      ids: [],
      access: 'write',
      label: 'own post, A’s image',
      call: async (o, caller, ctx) => ({
        params: { id: (await ctx.make.post(caller)).id },
        body: { imageUrl: o.url },
      }),
      refusedWith: {
        statuses: [400],
        reason: 'an imageUrl that is not one of the caller’s own uploads is bad input',
      },
    },
  ],
};

/** Every row; a new kind of object adds one. */
export const ownershipTable = [
  workplace,
  account,
  avatar,
  room,
  roomAsMember,
  roomAsBlocked,
  roomMessage,
  conversation,
  comment,
  hiddenComment,
  declaration,
  privateChannel,
  privatePost,
  openPost,
  postImage,
] as OwnershipRow<unknown>[];
