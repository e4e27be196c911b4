import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import type { RealtimePort } from '../../realtime/socket-server';
import { createContactsRepository } from './contacts.repository';
import { createContactsService, type StarredChannels } from './contacts.service';
import { createMessagesRepository } from './messages.repository';
import { createMessagesService } from './messages.service';
import { createRoomAccess } from './room-access';
import { createRoomCache } from './room-cache';
import { createRoomsRepository } from './rooms.repository';
import { createRoomsService } from './rooms.service';

/**
 * The chat module as the routes and the socket see it: messages, rooms and contacts, each a
 * service of its own over its own repository; every change is announced after its commit.
 */
export function createChatService(deps: {
  db: Db;
  realtime: RealtimePort;
  log?: FastifyBaseLogger;
  /** Carries room-cache invalidations to the other processes. */
  bus?: InvalidationBus;
  /** The community module's starred channels, for channelStarred/get. */
  starredChannels?: StarredChannels;
}) {
  const { realtime } = deps;
  const repos = {
    messages: createMessagesRepository(deps.db),
    rooms: createRoomsRepository(deps.db),
    contacts: createContactsRepository(deps.db),
  };
  const roomCache = createRoomCache((roomId) => repos.rooms.roomForSend(roomId), deps.bus);
  const access = createRoomAccess(repos.rooms);
  const messages = createMessagesService({
    ...repos,
    roomCache,
    realtime,
    log: deps.log,
  });
  const rooms = createRoomsService({ ...repos, roomCache, access, realtime });
  const contacts = createContactsService({
    ...repos,
    access,
    realtime,
    starredChannels: deps.starredChannels,
  });

  return {
    ...messages,
    ...rooms,
    ...contacts,

    /** A deleted account leaves every room (handing admin on) and drops its stars and mutes. */
    async removeUserEverywhere(userId: string) {
      await rooms.leaveEverywhere(userId);
      await repos.contacts.forgetStarsAndMutes(userId);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
