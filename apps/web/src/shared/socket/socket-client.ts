import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECTION_ATTEMPTS } from '@portal/contract';
import { useSessionStore } from '../session/session-store';

let socket: Socket | null = null;
let stopWatchingSession: (() => void) | null = null;

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
    autoConnect: false,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
  });
  created.on('unauthorized', (payload: unknown) => {
    useSessionStore.getState().showSnack(messageOf(payload), 'error');
  });
  socket = created;
  stopWatchingSession = useSessionStore.subscribe((state, prev) => {
    if (prev.token && !state.token) disconnectSocket();
  });
  return created;
}

/** The current socket, if one was created. */
export function getSocket(): Socket | null {
  return socket;
}

/** How long a socket request may take before the caller falls back to HTTP. */
export const SOCKET_REQUEST_TIMEOUT_MS = 5000;

/**
 * A request over the connected socket (an endpoint's `socketEvent`), answered with the status
 * and body HTTP would give; null when there is no connected socket or no answer in time.
 */
export async function socketRequest(
  event: string,
  body: unknown,
): Promise<{ status: number; body: unknown } | null> {
  if (!socket?.connected) return null;
  try {
    const reply: unknown = await socket.timeout(SOCKET_REQUEST_TIMEOUT_MS).emitWithAck(event, body);
    if (typeof reply === 'object' && reply !== null && 'status' in reply && 'body' in reply) {
      const { status, body: answer } = reply as { status: unknown; body: unknown };
      if (typeof status === 'number') return { status, body: answer };
    }
    return null;
  } catch {
    return null;
  }
}

/** Disconnects and forgets the socket when one exists. */
export function disconnectSocket(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
}
