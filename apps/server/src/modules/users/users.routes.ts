import type { FastifyInstance } from 'fastify';
import { users } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { UsersService } from './users.service';

export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  route(app, users.getProfile, async ({ user }) => ok(await service.profile(user._id)));

  route(app, users.selfCertify, async ({ user, body }) =>
    ok(await service.selfCertify(user._id, body), {
      message: 'Thank you. You can now view product information.',
    }),
  );
}
