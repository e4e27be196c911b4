import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Uploads } from '../../infra/uploads';
import type { RealtimePort } from '../../realtime/socket-server';
import { createChannelsRepository } from './channels.repository';
import { createChannelsService } from './channels.service';
import { createChannelsAdminRepository } from './channels-admin.repository';
import { createChannelsAdminService } from './channels-admin.service';
import { createModerationRepository } from './moderation.repository';
import { createModerationService } from './moderation.service';
import { createPeopleRepository } from './people.repository';
import { createPostsRepository } from './posts.repository';
import { createPostsService } from './posts.service';
import { createResponsesRepository } from './responses.repository';
import { createResponsesService } from './responses.service';

/**
 * Community channels as the routes see them: channels, posts, responses and moderation, each a
 * service over its own repository; live events go out after the commit.
 */
export function createCommunityService(deps: {
  db: Db;
  realtime: RealtimePort;
  /** Uploaded post images (served at /uploads) and their owners. */
  uploads: Uploads;
  log?: FastifyBaseLogger;
}) {
  const { db, realtime, uploads, log } = deps;
  const repos = {
    channels: createChannelsRepository(db),
    posts: createPostsRepository(db),
    responses: createResponsesRepository(db),
    moderation: createModerationRepository(db),
    people: createPeopleRepository(db),
  };
  const channels = createChannelsService({ db, ...repos, realtime, log });
  const posts = createPostsService({ db, ...repos, channels, uploads, log });
  const responses = createResponsesService({ db, ...repos, postsService: posts });
  const moderation = createModerationService({
    db,
    ...repos,
    channelsService: channels,
    realtime,
  });
  // Site admins run the channels (issue 48); admin-area.ts registers its routes.
  const admin = createChannelsAdminService({
    db,
    repo: createChannelsAdminRepository(db),
    channels: repos.channels,
    uploads,
  });
  return { channels, posts, responses, moderation, admin, close: channels.close };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
