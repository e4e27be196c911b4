import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@portal/contract';
import type { AuthService } from '../modules/auth/auth.service';
import type { SessionUser } from '../modules/auth/auth.types';

export interface SocketData {
  user: SessionUser;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (roomId: string) => `room:${roomId}`;

export interface Realtime {
  io: Server;
  /** Sends an event to every socket of a user, on every server process. */
  toUser(userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's HTTP server. The token comes in the handshake query; a bad one gets
 * the `unauthorized` event with a message and is disconnected (SPEC §7).
 */
export async function createRealtime(deps: {
  server: HttpServer;
  auth: AuthService;
  log: FastifyBaseLogger;
  redisUrl?: string | undefined;
}): Promise<Realtime> {
  const io = new Server(deps.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  io.on('connection', async (socket) => {
    const raw = socket.handshake.query.token ?? socket.handshake.auth?.token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    const user =
      typeof token === 'string' ? await deps.auth.authenticate(token).catch(() => null) : null;
    if (!user) {
      socket.emit('unauthorized', {
        message: 'Sorry, Your session has expired. Please log in again.',
      });
      socket.disconnect(true);
      return;
    }
    (socket.data as SocketData).user = user;
    await socket.join(userRoom(user._id));
    socket.emit('ready', { userId: user._id });
  });

  return {
    io,
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async close() {
      await io.close();
      if (redis) {
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
