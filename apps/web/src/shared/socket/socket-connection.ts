// The chat socket once made: who holds it, requests over it and disconnecting it. No runtime
// import of socket.io-client here, so the shell (logout) can disconnect without carrying the
// library; socket-client.ts makes the socket from the lazy chat chunk (decision 19).
import type { Socket } from 'socket.io-client';

let socket: Socket | null = null;
let stopWatchingSession: (() => void) | null = null;

/** Attaches listeners to a socket and returns what detaches them. */
type Attach = (socket: Socket) => () => void;
const attachments = new Map<Attach, (() => void) | null>();

/** Keeps the socket just made and what stops its session watch; socket-client.ts calls it. */
export function holdSocket(created: Socket, stopWatching: () => void): void {
  socket = created;
  stopWatchingSession = stopWatching;
  for (const attach of attachments.keys()) attachments.set(attach, attach(created));
}

/**
 * Listeners of a feature other than chat (community's live unread counts): attached to the
 * socket now and to every socket made later (a new session), until the returned function runs.
 */
export function onSocket(attach: Attach): () => void {
  attachments.set(attach, socket ? attach(socket) : null);
  return () => {
    attachments.get(attach)?.();
    attachments.delete(attach);
  };
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
  for (const [attach, detach] of attachments) {
    detach?.();
    attachments.set(attach, null);
  }
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
}
