// Ownership of accounts, work places and uploaded images.
import { users } from '@portal/contract';
import { workplaceBody } from '../fixtures';
import type { OwnershipRow, PublicRoute, SelfReference } from './types';

export const usersPublicByDesign: PublicRoute[] = [
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
    route: 'PATCH /api/admin/users/:id',
    ids: ['body.roleId'],
    reason: 'roles are reference data (role/getName); the call is admins only',
  },
  {
    route: 'GET /api/admin/audit',
    ids: ['query.actorId'],
    reason: 'a filter of the admins-only audit list: any actor may be named',
  },
];

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
    {
      route: 'GET /api/admin/users/:id',
      ids: ['params.id'],
      access: 'read',
      allowed: 'admin',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'PATCH /api/admin/users/:id',
      ids: ['params.id'],
      access: 'write',
      allowed: 'admin',
      call: (o) => ({ params: { id: o.id }, body: { modules: ['home'] } }),
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

export const usersRows = [workplace, account, avatar];

export const usersSelfReferences: SelfReference[] = [
  {
    route: 'PATCH /api/admin/users/:id',
    label: 'an admin deactivates their own account through the admin call',
    caller: 'admin',
    call: (self) => ({ params: { id: self.id }, body: { active: false } }),
  },
  {
    route: 'PATCH /api/user/accountDelete/:id',
    label: 'an admin deletes their own account through the admin call',
    caller: 'admin',
    call: (self) => ({ params: { id: self.id } }),
  },
];
