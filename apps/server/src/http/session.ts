import type { CurrentUser } from '@portal/contract';

/** The user behind a request's (or a socket's) bearer session. */
export type SessionUser = CurrentUser & { sessionId: string };

/**
 * What the request guards and the socket handshake need from whoever issues sessions (the auth
 * module, wired in app.ts): the layers depend on this, never on a module.
 */
export interface SessionAuthority {
  /** The live session's user, or null for an unknown, expired or revoked token. */
  authenticate(token: string): Promise<SessionUser | null>;
  isSessionLive(sessionId: string): Promise<boolean>;
}
