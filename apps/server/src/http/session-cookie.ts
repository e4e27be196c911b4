import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAuthority, SessionUser } from './session';

/**
 * The cookie that carries the session's token to page requests, so that the server can render
 * signed-in pages. Only pages read it: the API asks for the bearer token (SPEC §7) and ignores
 * the cookie, so an ambient cookie sent cross-site can change nothing.
 */
export const SESSION_COOKIE = 'portal_session';

// Secure only over HTTPS (as Fastify sees it: behind a proxy, with TRUST_PROXY), or a browser
// on plain http in development would never send it back.
const attributes = (request: FastifyRequest): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: request.protocol === 'https',
});

/** Sets the cookie to a new session's token, living as long as the session (`maxAgeSeconds`). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  request: FastifyRequest,
  maxAgeSeconds: number,
): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...attributes(request), maxAge: maxAgeSeconds });
}

/** Tells the browser to drop the cookie (Max-Age=0, Expires in 1970). */
export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  void reply.clearCookie(SESSION_COOKIE, attributes(request));
}

/** The token the request's cookie carries, if any. */
export function sessionCookieToken(request: FastifyRequest): string | undefined {
  // Not parsed when an error came before the hooks ran (a malformed address).
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/** The page request's session from its cookie, or null without one or for a dead session. */
export async function pageSession(
  request: FastifyRequest,
  auth: SessionAuthority,
): Promise<{ token: string; user: SessionUser } | null> {
  const token = sessionCookieToken(request);
  if (!token) return null;
  const user = await auth.authenticate(token);
  return user ? { token, user } : null;
}

/**
 * Clears the request's cookie when its session has ended (a password change or reset ends
 * sessions; a page request may bring an expired one); a live session's cookie stays.
 */
export async function clearEndedSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  auth: SessionAuthority,
): Promise<void> {
  if (sessionCookieToken(request) && !(await pageSession(request, auth))) {
    clearSessionCookie(reply, request);
  }
}

/**
 * The web app's page session (decision 63): the cookie's live session, its user as
 * GET /api/user/me would answer (without the session's id); a dead session's cookie is cleared.
 */
export const webPageSession =
  (auth: SessionAuthority) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await pageSession(request, auth);
    if (!session) {
      await clearEndedSessionCookie(reply, request, auth);
      return null;
    }
    const { sessionId: _sessionId, ...user } = session.user;
    return { token: session.token, user };
  };
