import type { FastifyInstance } from 'fastify';
import { community } from '@portal/contract';
import { ok, route } from '../../http/route';
import { uploadedFile } from '../../http/uploads';
import type { ChannelsAdminService } from './channels-admin.service';

/** Running the community's channels (issue 48): site admins only (`admin: true`). */
export function communityAdminRoutes(app: FastifyInstance, admin: ChannelsAdminService): void {
  route(app, community.adminListChannels, async ({ query }) => {
    const page = await admin.list(query);
    return ok(page.rows, { count: page.total });
  });

  route(app, community.adminGetChannel, async ({ params }) => ok(await admin.get(params.id)));

  route(app, community.adminCreateChannel, async ({ body, user }) =>
    ok(await admin.create(body, user), { message: 'Channel saved.' }),
  );

  route(app, community.adminUpdateChannel, async ({ params, body, user }) =>
    ok(await admin.update(params.id, body, user), { message: 'Channel saved.' }),
  );

  route(app, community.adminArchiveChannel, async ({ params, user }) =>
    ok(await admin.archive(params.id, user), { message: 'Channel archived.' }),
  );

  route(app, community.adminRestoreChannel, async ({ params, user }) =>
    ok(await admin.restore(params.id, user), { message: 'Channel restored.' }),
  );

  route(app, community.adminUploadChannelImage, async ({ user, request }) =>
    ok(await admin.uploadImage(await uploadedFile(request), user)),
  );

  route(app, community.adminListChannelAdmins, async ({ params }) =>
    ok(await admin.admins(params.id)),
  );

  route(app, community.adminAppointChannelAdmin, async ({ params, body, user }) =>
    ok(await admin.appointAdmin(params.id, body.userId, user), { message: 'Admin appointed.' }),
  );

  route(app, community.adminRemoveChannelAdmin, async ({ params, user }) =>
    ok(await admin.removeAdmin(params.id, params.userId, user), { message: 'Admin removed.' }),
  );
}
