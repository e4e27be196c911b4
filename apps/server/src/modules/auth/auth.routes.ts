import type { FastifyInstance } from 'fastify';
import { auth } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, service: AuthService): void {
  route(app, auth.login, async ({ body, request }) =>
    ok(
      await service.login(body, { userAgent: request.headers['user-agent'], ip: request.ip }),
      { message: 'Logged in successfully.' },
    ),
  );

  route(app, auth.logout, async ({ user }) => {
    await service.logout(user.sessionId);
    return ok(null, { message: 'You have been logged out.' });
  });

  route(app, auth.getRoleNames, async () => ok(await service.listRoles()));
}
