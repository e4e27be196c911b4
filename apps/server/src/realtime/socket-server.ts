import type { Server as HttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { ERROR_MESSAGES, SOCKET_EVENTS, SOCKET_PATH } from '@portal/contract';
import type { SessionAuthority, SessionUser } from '../http/session';
import { redisFailureLog } from '../infra/redis-calls';
import { FAN_OUT_SLICE, inTurns } from './in-turns';
import {
  createMemoryPresence,
  createRedisPresence,
  PRESENCE_TTL_MS,
  type PresenceStore,
} from './presence';
import { chatRoom, userRoom, type Realtime, type SocketData } from './realtime-port';
import { connectRedisAdapter } from './redis-adapter';
import { createSocketAllowance, serveOnSocket } from './socket-requests';

export { chatRoom, userRoom } from './realtime-port';
export type { Realtime, RealtimePort, SocketData } from './realtime-port';

/** The session token a client gives in the handshake query (or auth). */
function handshakeToken(socket: Socket): string | undefined {
  const raw: unknown = socket.handshake.query.token ?? socket.handshake.auth?.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Socket.IO on the API's HTTP server. The token comes in the handshake query; a bad one gets
 * the `unauthorized` event with a message and is disconnected (SPEC §7). With Redis, events
 * cross processes through the adapter and presence is counted in Redis.
 */
export async function createRealtime(deps: {
  server: HttpServer;
  auth: SessionAuthority;
  log: FastifyBaseLogger;
  redisUrl?: string | undefined;
  presenceTtlMs?: number;
  /** Socket requests each socket may make per minute, as HTTP's limit per address; 0: none. */
  requestsPerMinute?: number;
}): Promise<Realtime> {
  const io = new Server(deps.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
  });
  const serverId = randomUUID();
  const ttl = deps.presenceTtlMs ?? PRESENCE_TTL_MS;
  const renewEveryMs = Math.max(1000, Math.floor(ttl / 3));
  let closing = false;
  // Every Redis call's failure is handled where it is made and reported here (at warn, once per
  // kind every 10 s while Redis is away; not at all once closing, when it is expected).
  const failed = redisFailureLog(deps.log, { closing: () => closing });
  let recovery: NodeJS.Timeout | undefined;

  let redis: { pub: Redis; sub: Redis } | undefined;
  let presence: PresenceStore;
  if (deps.redisUrl) {
    redis = await connectRedisAdapter(io, deps.redisUrl, {
      log: deps.log,
      failed,
      closing: () => closing,
      recovered: () => recovered(),
    });
    presence = createRedisPresence(redis.pub, ttl);
  } else {
    presence = createMemoryPresence();
  }
  /** Whether presence can be asked now; while Redis is away, waiting for it only delays. */
  const presenceUp = () => !redis || redis.pub.status === 'ready';

  const handlers: ((socket: Socket, user: SessionUser) => void)[] = [];
  const local = new Map<string, { userId: string; socketKey: string }>();
  let audience: ((userId: string) => Promise<string[]>) | undefined;
  // To everyone only until a feature says who shows a user's status: a broadcast to every socket
  // on each connection is quadratic when a thousand clients reconnect after a restart.
  // Once closing, nothing more is announced: the adapter's Redis connection is about to go, and
  // a publish on a closed connection is a rejection nobody can catch.
  const status = (userId: string, online: boolean) => {
    if (closing) return;
    const event = { user: { _id: userId, online } };
    if (!audience) return void io.emit(SOCKET_EVENTS.broadcastUserStatus, event);
    audience(userId).then(
      (ids) => {
        if (ids.length && !closing) {
          io.to(ids.map(userRoom)).emit(SOCKET_EVENTS.broadcastUserStatus, event);
        }
      },
      (err: unknown) => closing || deps.log.warn({ err }, 'status audience failed'),
    );
  };

  io.on('connection', async (socket) => {
    // Listen for the end first: a client can drop while we are still checking its token.
    const state: { entry?: { userId: string; socketKey: string }; gone: boolean } = { gone: false };
    const leave = async () => {
      const entry = state.entry;
      // While Redis is away the entry stays there and expires; a sweep then announces it.
      if (!entry || closing || !presenceUp()) return;
      try {
        if (await presence.disconnect(entry.userId, entry.socketKey)) status(entry.userId, false);
      } catch (err) {
        failed('presence disconnect', err);
      }
    };
    socket.on('disconnect', () => {
      state.gone = true;
      local.delete(socket.id);
      void leave();
    });

    const token = handshakeToken(socket);
    const user = token ? await deps.auth.authenticate(token).catch(() => null) : null;
    if (state.gone) return;
    if (!user) {
      socket.emit(SOCKET_EVENTS.unauthorized, { message: ERROR_MESSAGES.sessionExpired });
      socket.disconnect(true);
      return;
    }
    (socket.data as SocketData).user = user;
    await socket.join(userRoom(user._id));
    for (const h of handlers) h(socket, user);
    if (state.gone) return;

    const entry = { userId: user._id, socketKey: `${serverId}:${socket.id}` };
    state.entry = entry;
    local.set(socket.id, entry);
    // While Redis is away the socket is counted by the first renewal once it is back.
    try {
      if (presenceUp() && (await presence.connect(entry.userId, entry.socketKey))) {
        status(entry.userId, true);
      }
    } catch (err) {
      failed('presence connect', err);
    }
    // Dropped while being counted: its leave may have run before the count, so run it again.
    if (state.gone) {
      await leave();
      return;
    }
    socket.emit('ready', { userId: user._id });
  });

  // Renew this process's sockets well before they expire, and announce users whose sockets all
  // expired (their process died). A user whose entries had expired although their socket is
  // here (Redis was away longer than the expiry) is counted again and announced online.
  let sweepAfter = 0;
  const renewal = () => {
    if (closing) return;
    presence
      .renew([...local.values()])
      .then(async (back) => {
        back.forEach((id) => status(id, true));
        if (Date.now() < sweepAfter) return;
        (await presence.sweep()).forEach((id) => status(id, false));
      })
      .catch((err: unknown) => failed('presence renewal', err));
  };
  const timer = setInterval(renewal, renewEveryMs);
  timer.unref();

  /**
   * Redis is back after an outage. Events published meanwhile between processes are lost, so
   * every client is told to fetch its lists and open conversations again (`resync`); this
   * process's sockets are counted again at once. Sweeps wait one renewal period, so that every
   * process has renewed its sockets before anyone's are taken for dead.
   */
  function recovered() {
    if (closing || recovery) return;
    recovery = setTimeout(() => {
      recovery = undefined;
      if (closing) return;
      sweepAfter = Date.now() + renewEveryMs + 1000;
      renewal();
      io.emit(SOCKET_EVENTS.resync, { reason: 'redis' });
    }, 500);
    recovery.unref();
  }

  return {
    io,
    async recheckUser(userId) {
      // Every process's sockets through the adapter; this process's alone while Redis is away
      // (the others re-check each socket request's session anyway, within the cache's seconds).
      const sockets = await io
        .in(userRoom(userId))
        .fetchSockets()
        .catch((err: unknown) => {
          failed('socket lookup', err);
          return io.local.in(userRoom(userId)).fetchSockets();
        });
      for (const s of sockets) {
        const sessionId = (s.data as Partial<SocketData>).user?.sessionId;
        if (sessionId && (await deps.auth.isSessionLive(sessionId))) continue;
        s.emit(SOCKET_EVENTS.unauthorized, { message: ERROR_MESSAGES.sessionExpired });
        s.disconnect(true);
      }
    },
    onSocket: (h) => handlers.push(h),
    setStatusAudience: (fn) => {
      audience = fn;
    },
    serve(endpoint, handler) {
      handlers.push((socket) => {
        const token = handshakeToken(socket);
        serveOnSocket(socket, endpoint, handler, {
          authenticate: async () => (token ? deps.auth.authenticate(token) : null),
          rejectSession: () => {
            socket.emit(SOCKET_EVENTS.unauthorized, { message: ERROR_MESSAGES.sessionExpired });
            socket.disconnect(true);
          },
          take: createSocketAllowance(deps.requestsPerMinute ?? 0),
          log: deps.log,
        });
      });
    },
    // Once closing, nothing is emitted: with Redis, the adapter's publish on a closed connection
    // is a rejection nobody can catch.
    toUsers: (userIds, event, payload) => {
      if (!userIds.length || closing) return;
      // Checked again for each slice: the later ones go out in later ticks.
      inTurns(userIds, FAN_OUT_SLICE, (slice) => {
        if (!closing) io.to(slice.map(userRoom)).emit(event, payload);
      });
    },
    toUser: (userId, event, payload) => {
      if (closing) return;
      io.to(userRoom(userId)).emit(event, payload);
    },
    broadcast: (event, payload) => {
      if (closing) return;
      io.emit(event, payload);
    },
    // While Redis is away, online is what this process knows: its own sockets.
    online: async (userIds) => {
      const here = () => {
        const users = new Set([...local.values()].map((e) => e.userId));
        return new Set(userIds.filter((id) => users.has(id)));
      };
      if (!presenceUp()) return here();
      try {
        return await presence.online(userIds);
      } catch (err) {
        failed('presence lookup', err);
        return here();
      }
    },
    leaveChannel: (userIds, roomId) => {
      if (!userIds.length) return;
      const rooms = userIds.map(userRoom);
      // The adapter applies a leave, even this process's, only once it comes back through
      // Redis: done here first, it holds while Redis is away.
      if (redis) io.local.in(rooms).socketsLeave(chatRoom(roomId));
      io.in(rooms).socketsLeave(chatRoom(roomId));
    },
    async close() {
      closing = true;
      clearInterval(timer);
      clearTimeout(recovery);
      // Sockets of this process stop counting at once rather than at expiry (while Redis is
      // away, at expiry: waiting for it would only hold the shutdown up).
      if (presenceUp()) {
        await Promise.allSettled(
          [...local.values()].map((e) => presence.disconnect(e.userId, e.socketKey)),
        );
      }
      await io.close();
      if (redis) {
        // The adapter's close sends UNSUBSCRIBE without waiting for the replies; let them arrive
        // before QUIT, or they are rejected with "Connection is closed" and nobody catches it.
        await new Promise((r) => setTimeout(r, 50));
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
