import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECTION_ATTEMPTS, SOCKET_TRANSPORTS } from '@portal/contract';
import { useSessionStore } from '../session/session-store';
import { disconnectSocket, holdSocket } from './socket-connection';

// Holding, requests and disconnecting live in ./socket-connection (no socket.io there, so the
// shell can import them); re-exported for the chat chunk, which has the library anyway.
export {
  disconnectSocket,
  getSocket,
  SOCKET_REQUEST_TIMEOUT_MS,
  socketRequest,
} from './socket-connection';

function messageOf(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return 'Unauthorized';
}

/**
 * Creates the chat socket for a session token (SPEC §7): path `/socketapi/socketConnection/`,
 * token in the query, not auto-connected, up to 25 reconnection attempts. The caller connects it.
 * It disconnects by itself when the session's token goes away (logout, 401).
 */
export function createSocket(token: string): Socket {
  disconnectSocket();
  const created = io({
    path: SOCKET_PATH,
    query: { token },
    // A WebSocket at once: long polling first (Socket.IO's default) cost a handshake and
    // several requests, each handled on the main thread while the page starts.
    transports: [...SOCKET_TRANSPORTS],
    tryAllTransports: true,
    autoConnect: false,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
  });
  created.on('unauthorized', (payload: unknown) => {
    useSessionStore.getState().showSnack(messageOf(payload), 'error');
  });
  holdSocket(
    created,
    useSessionStore.subscribe((state, prev) => {
      if (prev.token && !state.token) disconnectSocket();
    }),
  );
  return created;
}
