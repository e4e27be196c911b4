// Ownership of community channels, their posts and responses, and post images.
import { community } from '@portal/contract';
import type { OwnershipRow, PublicRoute } from './types';

/** Site admins run every channel (issue 48): the access suite gives anyone else 403. */
const running = (route: string, ids: string[]): PublicRoute => ({
  route,
  ids,
  reason: 'admins only (admin: true); channels are the site’s, run by every site admin',
});

export const communityPublicByDesign: PublicRoute[] = [
  running('GET /api/admin/community-channels/:id', ['params.id']),
  running('PATCH /api/admin/community-channels/:id', ['params.id']),
  running('POST /api/admin/community-channels/:id/archive', ['params.id']),
  running('POST /api/admin/community-channels/:id/restore', ['params.id']),
  running('GET /api/admin/community-channels/:id/admins', ['params.id']),
  running('POST /api/admin/community-channels/:id/admins', ['params.id', 'body.userId']),
  running('DELETE /api/admin/community-channels/:id/admins/:userId', [
    'params.id',
    'params.userId',
  ]),
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

export const communityRows = [privateChannel, privatePost, openPost, postImage];
