// Ownership of journal club sessions and their comments, visible and hidden.
import { education } from '@portal/contract';
import { journalClubBody } from '../fixtures/makers';
import type { OwnershipRow, PublicRoute } from './types';

export const educationClubPublicByDesign: PublicRoute[] = [
  {
    route: 'GET /api/journalClub/get/:id',
    ids: ['params.id'],
    reason: 'journal club sessions are open to every user with the education module',
  },
  {
    route: 'GET /api/journalClub/comment/get',
    ids: ['query.journalClubId'],
    reason: 'the visible comments of a session are for all its readers',
  },
  {
    route: 'POST /api/journalClub/comment/create',
    ids: ['body.journalClubId'],
    reason: 'anyone with the education module may join a session’s discussion',
  },
  {
    route: 'GET /api/keyPublication/get/:id',
    ids: ['params.id'],
    reason: 'key publications are reference content for every education user',
  },
];

type Owned = { id: string };
type OwnedComment = { id: string; clubId: string };

/** A comment as its author sees it in its session's discussion. */
const viewComment: OwnershipRow<OwnedComment>['view'] = async (ctx, a, o) => {
  const page = await ctx.call(a, education.getClubComments, {
    query: { journalClubId: o.clubId, limit: 100, skip: 0 },
  });
  return page.find((c) => c._id === o.id);
};

const club: OwnershipRow<Owned> = {
  kind: 'journal club session',
  create: (ctx, a) => ctx.make.journalClub(a),
  view: (ctx, a, o) => ctx.call(a, education.getJournalClub, { params: { id: o.id } }),
  routes: [
    {
      route: 'PUT /api/journalClub/edit/:id',
      ids: ['params.id'],
      access: 'write',
      allowed: 'admin',
      call: (o) => ({ params: { id: o.id }, body: { ...journalClubBody(), title: 'Taken over' } }),
    },
  ],
};

const comment: OwnershipRow<OwnedComment> = {
  kind: 'journal club comment',
  create: (ctx, a) => ctx.make.clubComment(a),
  view: viewComment,
  routes: [
    {
      route: 'PUT /api/journalClub/comment/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: { comment: 'Taken over' } }),
    },
    {
      route: 'DELETE /api/journalClub/comment/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'POST /api/journalClub/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'hide (moderation)',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'hide' } }),
    },
  ],
};

const hiddenComment: OwnershipRow<OwnedComment> = {
  kind: 'hidden journal club comment',
  create: async (ctx, a) => {
    const c = await ctx.make.clubComment(a);
    await ctx.call(ctx.admin, education.clubCommentAction, {
      body: { responseId: c.id, status: 'hide' },
    });
    return c;
  },
  view: viewComment,
  routes: [
    {
      route: 'POST /api/journalClub/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'like a hidden comment',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'like' } }),
    },
    {
      route: 'POST /api/journalClub/comment/action',
      ids: ['body.responseId'],
      access: 'write',
      label: 'restore (moderation)',
      allowed: 'admin',
      call: (o) => ({ body: { responseId: o.id, status: 'restore' } }),
    },
  ],
};

export const educationClubRows = [club, comment, hiddenComment];
