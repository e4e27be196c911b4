import type { Server, Socket } from 'socket.io';
import type { SessionUser } from '../http/session';
import type { SocketEndpoint, SocketHandler } from './socket-requests';

// What the rest of the server sees of the sockets (socket-server.ts makes it): the port services
// emit through, and the rooms every user and chat room has.

export interface SocketData {
  user: SessionUser;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (roomId: string) => `room:${roomId}`;

/** What services use to reach connected clients; emit only after the database commit. */
export interface RealtimePort {
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  toUser(userId: string, event: string, payload: unknown): void;
  broadcast(event: string, payload: unknown): void;
  online(userIds: string[]): Promise<Set<string>>;
  /** Takes the users' sockets, on every process, out of a room's channel. */
  leaveChannel(userIds: readonly string[], roomId: string): void;
}

export interface Realtime extends RealtimePort {
  io: Server;
  /** Disconnects the user's sockets, on any process, whose session no longer lets them in. */
  recheckUser(userId: string): Promise<void>;
  /** Who is told when a user comes online or goes offline (default: everyone). */
  setStatusAudience(audience: (userId: string) => Promise<string[]>): void;
  /** Runs for every authenticated socket, to attach a feature's handlers. */
  onSocket(handler: (socket: Socket, user: SessionUser) => void): void;
  /** Serves a contract endpoint over every socket under its `socketEvent` (SocketReply acks). */
  serve<E extends SocketEndpoint>(endpoint: E, handler: SocketHandler<E>): void;
  close(): Promise<void>;
}
