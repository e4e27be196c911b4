import type { CurrentUser, LoginBody } from '@portal/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { createAuthRepository } from './auth.repository';
import type { SessionUser } from './auth.types';
import { verifyPassword } from './password';
import { hashToken, newToken } from './token';

export interface AuthServiceDeps {
  db: Db;
  config: Pick<Config, 'SESSION_TTL_HOURS'>;
  now?: () => Date;
}

/** Same text for a wrong e-mail and a wrong password, so accounts cannot be discovered. */
export const BAD_CREDENTIALS = 'The e-mail or password is incorrect.';

/** Log-in, sessions and roles. */
export function createAuthService({ db, config, now = () => new Date() }: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  return {
    async login(
      input: LoginBody,
      meta: { userAgent?: string | undefined; ip?: string | undefined },
    ): Promise<{ token: string; user: CurrentUser }> {
      const creds = await repo.findCredentialsByEmail(input.email);
      const valid = await verifyPassword(creds?.passwordHash, input.password);
      // 400, not 401: the client treats 401 as an expired session.
      if (!creds || !valid) throw badRequest(BAD_CREDENTIALS);
      const user = await repo.findCurrentUser(creds.id);
      if (!user) throw badRequest(BAD_CREDENTIALS);
      const token = newToken();
      await repo.createSession({
        userId: user._id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + config.SESSION_TTL_HOURS * 3_600_000),
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      });
      return { token, user };
    },

    /** The user of a bearer token, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      return repo.findSessionUser(hashToken(token), now());
    },

    logout: (sessionId: string) => repo.revokeSession(sessionId, now()),

    listRoles: () => repo.listSelectableRoles(),

    currentUser: (userId: string) => repo.findCurrentUser(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
