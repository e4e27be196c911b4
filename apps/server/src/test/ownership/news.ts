// Ownership of news comments, visible and hidden.
import { news } from '@portal/contract';
import type { OwnershipRow, PublicRoute } from './types';

/** Admins' authoring calls: every admin may change every article (the access suite gives 403). */
const authoring = (route: string, ids: string[]): PublicRoute => ({
  route,
  ids,
  reason: 'admins only (admin: true); articles and categories are the site’s, not one admin’s',
});

export const newsPublicByDesign: PublicRoute[] = [
  authoring('GET /api/admin/news-articles', ['query.categoryId']),
  authoring('GET /api/admin/news-articles/:id', ['params.id']),
  authoring('POST /api/admin/news-articles', ['body.categoryId']),
  authoring('PATCH /api/admin/news-articles/:id', ['params.id', 'body.categoryId']),
  authoring('DELETE /api/admin/news-articles/:id', ['params.id']),
  authoring('GET /api/admin/news-categories/:id', ['params.id']),
  authoring('PATCH /api/admin/news-categories/:id', ['params.id']),
  authoring('DELETE /api/admin/news-categories/:id', ['params.id', 'query.moveTo']),
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
];

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

export const newsRows = [comment, hiddenComment];
