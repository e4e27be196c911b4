import type { FastifyInstance } from 'fastify';
import { community } from '@portal/contract';
import { ok, route } from '../../http/route';
import { uploadedFile } from '../../http/uploads';
import type { CommunityService } from './community.service';

/** SPEC §7 Community channels, Community posts and responses, and the review list. */
export function communityRoutes(app: FastifyInstance, service: CommunityService): void {
  const { channels, posts, responses, moderation } = service;

  route(app, community.getChannels, async ({ query, user }) => {
    const page = await channels.list(query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.getChannel, async ({ params, user }) =>
    ok(await channels.get(params.id, user)),
  );
  route(app, community.getUserChannels, async ({ query, user }) => {
    const page = await channels.userChannels(query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.getChannelMembers, async ({ params, query, user }) => {
    const page = await channels.members(params.community, query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.getUserDetails, async ({ query, user }) =>
    ok(await channels.userDetails(query.userId, user)),
  );
  route(app, community.getCommunityAdmins, async ({ query }) => {
    const page = await channels.admins(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.channelAction, async ({ body, user }) =>
    ok(await channels.action(body, user)),
  );
  route(app, community.sendJoinRequest, async ({ body, user }) => {
    const channel = await channels.join(body.channelId, user);
    const pending = channel.membership?.status === 'pending';
    return ok(channel, { message: pending ? 'Join request sent.' : 'You joined the channel.' });
  });
  route(app, community.leaveChannel, async ({ body, user }) => {
    await channels.leave(body.channelId, user);
    return ok(null, { message: 'You left the channel.' });
  });
  route(app, community.getAdditionalInfo, async ({ body, user }) =>
    ok(await channels.newPosts(body, user)),
  );
  route(app, community.updateTime, async ({ body, user }) =>
    ok(await channels.markRead(body.channelId, user)),
  );
  route(app, community.updateChannelSettings, async ({ body, user }) =>
    ok(await channels.settings(body, user), { message: 'Channel settings saved.' }),
  );

  route(app, community.createPost, async ({ body, user }) =>
    ok(await posts.create(body, user), { message: 'Post published.' }),
  );
  route(app, community.uploadPostImage, async ({ user, request }) =>
    ok(await posts.uploadImage(await uploadedFile(request), user)),
  );
  route(app, community.postAction, async ({ body, user }) => ok(await posts.action(body, user)));
  route(app, community.editPost, async ({ params, body, user }) =>
    ok(await posts.edit(params.id, body, user), { message: 'Post updated.' }),
  );
  route(app, community.getPosts, async ({ query, user }) => {
    const page = await posts.list(query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.getPost, async ({ params, user }) => ok(await posts.get(params.id, user)));
  route(app, community.deletePost, async ({ params, user }) => {
    await posts.remove(params.id, user);
    return ok(null, { message: 'Post deleted.' });
  });

  route(app, community.createResponse, async ({ body, user }) =>
    ok(await responses.create(body, user), { message: 'Response added.' }),
  );
  route(app, community.getResponses, async ({ query, user }) => {
    const page = await responses.list(query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.responseAction, async ({ body, user }) =>
    ok(await responses.action(body, user)),
  );
  route(app, community.deleteResponse, async ({ params, user }) => {
    await responses.remove(params.id, user);
    return ok(null, { message: 'Response deleted.' });
  });

  route(app, community.getModerationQueue, async ({ query, user }) => {
    const page = await moderation.queue(query, user);
    return ok(page.rows, { count: page.total });
  });
  route(app, community.moderationAction, async ({ body, user }) => {
    await moderation.act(body, user);
    return ok(null);
  });
  route(app, community.getModerationLog, async ({ query }) => {
    const page = await moderation.log(query);
    return ok(page.rows, { count: page.total });
  });
}
