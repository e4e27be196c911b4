import type { FastifyInstance } from 'fastify';
import { users } from '@portal/contract';
import { ok, route } from '../../http/route';
import { clearSessionCookie } from '../../http/session-cookie';
import { uploadedFile } from '../../http/uploads';
import type { AdminUsersService } from './admin-users.service';
import type { UsersService } from './users.service';
import type { WorkplacesService } from './workplaces.service';

export function usersRoutes(
  app: FastifyInstance,
  service: UsersService,
  places: WorkplacesService,
  admin: AdminUsersService,
): void {
  route(app, users.getProfile, async ({ user }) => ok(await service.profile(user._id)));

  route(app, users.updateProfile, async ({ user, body }) =>
    ok(await service.updateProfile(user._id, body), { message: 'Your profile has been updated.' }),
  );

  route(app, users.uploadProfileImage, async ({ user, request }) => {
    const bytes = await uploadedFile(request);
    return ok(await service.uploadAvatar(user._id, bytes), {
      message: 'Your profile image has been updated.',
    });
  });

  route(app, users.removeMedia, async ({ user, params }) =>
    ok(await service.removeMedia(user, params.id), {
      message: 'Your profile image has been removed.',
    }),
  );

  route(app, users.deleteAccount, async ({ user, params, body, request, reply }) => {
    await service.deleteOwnAccount(user, params.userId, body.password);
    clearSessionCookie(reply, request);
    return ok(null, { message: 'Your account has been deleted.' });
  });

  route(app, users.selfCertify, async ({ user, body }) =>
    ok(await service.selfCertify(user._id, body), {
      message: 'Thank you. You can now view product information.',
    }),
  );

  route(app, users.listWorkplaces, async ({ user, query }) =>
    ok(await places.list(user, query.userId)),
  );
  route(app, users.getWorkplace, async ({ user, params }) => ok(await places.get(user, params.id)));
  route(app, users.createWorkplace, async ({ user, body }) =>
    ok(await places.create(user, body), { message: 'Work place added.' }),
  );
  route(app, users.editWorkplace, async ({ user, params, body }) =>
    ok(await places.update(user, params.id, body), { message: 'Work place updated.' }),
  );
  route(app, users.deleteWorkplace, async ({ user, params }) => {
    await places.remove(user, params.id);
    return ok(null, { message: 'Work place removed.' });
  });

  route(app, users.listUsersForAdmin, async ({ query }) => {
    const { rows, total } = await service.listUsers(query);
    return ok(rows, { count: total });
  });
  route(app, users.listContactMessages, async ({ query }) => {
    const { rows, total } = await service.listContactMessages(query);
    return ok(rows, { count: total });
  });
  route(app, users.adminDeleteAccount, async ({ user, params }) => {
    await service.adminDeleteAccount(user, params.id);
    return ok(null, { message: 'The account has been deleted.' });
  });
  route(app, users.getUserForAdmin, async ({ params }) => ok(await admin.get(params.id)));
  route(app, users.updateUserForAdmin, async ({ user, params, body }) =>
    ok(await admin.update(user, params.id, body), { message: 'The account has been updated.' }),
  );
  route(app, users.listAudit, async ({ query }) => {
    const { rows, total } = await admin.listAudit(query);
    return ok(rows, { count: total });
  });
  route(app, users.sendContactMessage, async ({ body, request }) => {
    await service.sendContactMessage(body, null, request.ip);
    return ok(null, { message: 'Thank you for your message. We will be in touch soon.' });
  });
}
