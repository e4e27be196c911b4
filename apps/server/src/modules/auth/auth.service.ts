import type {
  ChangePasswordBody,
  CurrentUser,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { createNotify, type Mailer } from '../../infra/mail';
import { createAuthRepository } from './auth.repository';
import type { SessionUser } from '../../http/session';
import { accountDeletedMessage, passwordChangedMessage, resetPasswordMessage } from './emails';
import { createLoginThrottle, type ThrottleLimits } from './login-throttle';
import type { SessionCache } from './session-cache';
import { hashPassword, verifyPassword } from './password';
import { hashToken, newToken } from './token';
import { createUserTokens } from './user-tokens';

export interface AuthServiceDeps {
  db: Db;
  /** Recently checked sessions; without one every request asks the database. */
  cache?: SessionCache;
  config: Pick<Config, 'SESSION_TTL_HOURS' | 'publicUrl'>;
  mailer: Mailer;
  throttle?: ThrottleLimits;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** Same text for a wrong e-mail and a wrong password, so accounts cannot be discovered. */
export const BAD_CREDENTIALS = 'The e-mail or password is incorrect.';
/** Log-in to an account an admin deactivated (issue 31), told once the password is right. */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please contact us if you think this is a mistake.';
/** Password checks of a logged-in user per throttle window (change password, delete account). */
export const PASSWORD_CHECKS_PER_WINDOW = 5;
/** Reset e-mails one address can be sent per throttle window. */
export const RESET_MAILS_PER_WINDOW = 3;
/** A wait as the user reads it: seconds under a minute, else whole minutes (rounded up). */
export function inWords(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
export const BAD_RESET_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/** Log-in, sessions, passwords and the lists sign-up needs. */
export function createAuthService({
  db,
  config,
  mailer,
  throttle,
  cache,
  log,
  now = () => new Date(),
}: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  const tokens = createUserTokens(db);
  const throttler = createLoginThrottle(db, throttle);

  /**
   * Checks a logged-in user's password (change, deletion). A stolen token must not become an
   * unlimited guessing oracle: wrong answers count like failed log-ins of the account.
   */
  async function checkPassword(userId: string, password: string): Promise<boolean> {
    const wait = await throttler.count(`password:${userId}`, PASSWORD_CHECKS_PER_WINDOW, now());
    if (wait > 0) {
      throw new AppError(
        429,
        `Too many wrong passwords. Please try again in ${inWords(wait)}.`,
        'RATE_LIMITED',
      ).withRetryAfter(Math.ceil(wait / 1000));
    }
    const ok = await verifyPassword(await repo.findPasswordHash(userId), password);
    if (ok) await throttler.clear(`password:${userId}`);
    return ok;
  }

  /** Sends an e-mail composed after the answer, without holding the answer up. */
  const notify = createNotify(mailer, log);

  function notifyPasswordChanged(userId: string, at: Date) {
    notify('password changed', async () => {
      const user = await repo.findCurrentUser(userId);
      return user
        ? passwordChangedMessage(
            user.email,
            user.firstName,
            at,
            `${config.publicUrl}/forgot-password`,
          )
        : null;
    });
  }

  const listeners: ((userId: string) => void)[] = [];
  /** Cached copies go, and listeners (open sockets) re-check the user's sessions. */
  function changed(userId: string) {
    cache?.invalidateUser(userId);
    for (const l of listeners) l(userId);
  }

  async function startSession(
    userId: string,
    meta: { userAgent?: string | undefined; ip?: string | undefined },
  ) {
    const token = newToken();
    await repo.createSession({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + config.SESSION_TTL_HOURS * 3_600_000),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
    return token;
  }

  return {
    startSession,

    /** How long a session lives from its start; it is never extended. */
    sessionSeconds: config.SESSION_TTL_HOURS * 3600,

    async login(
      input: LoginBody,
      meta: { userAgent?: string | undefined; ip: string },
    ): Promise<LoginResponse> {
      // Limits per address and per account and address (decision 29): a lock-out of the
      // account as such would let anyone who knows an e-mail keep its owner out.
      const wait = await throttler.attempt(meta.ip, input.email, now());
      if (wait > 0) {
        throw new AppError(
          429,
          `Too many failed log-in attempts. Please try again in ${inWords(wait)}.`,
          'RATE_LIMITED',
        ).withRetryAfter(Math.ceil(wait / 1000));
      }
      const creds = await repo.findCredentialsByEmail(input.email);
      const valid = await verifyPassword(creds?.passwordHash, input.password);
      // 400, not 401: the client treats 401 as an expired session.
      if (!creds || !valid) throw badRequest(BAD_CREDENTIALS);
      await throttler.succeeded(meta.ip, input.email);
      if (creds.deactivatedAt) throw badRequest(ACCOUNT_DEACTIVATED);
      if (creds.registrationStep !== 'done') {
        const registerToken = await tokens.issue(creds.id, 'register', now());
        return { registrationStep: creds.registrationStep, registerToken, email: creds.email };
      }
      const user = await repo.findCurrentUser(creds.id);
      if (!user) throw badRequest(BAD_CREDENTIALS);
      return { token: await startSession(user._id, meta), user };
    },

    /** The user of a bearer token, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const find = () => repo.findSessionUser(tokenHash, now());
      if (cache) return cache.user(tokenHash, find);
      return (await find())?.user ?? null;
    },

    async logout(user: SessionUser) {
      await repo.revokeSession(user.sessionId, now());
      changed(user._id);
    },

    /** The user's data or sessions changed: cached copies must go. */
    userChanged: changed,

    /** Called after any change to a user's data or sessions, in this process. */
    onUserChanged(listener: (userId: string) => void) {
      listeners.push(listener);
    },

    /** Whether a session still lets its user in (not revoked or expired, account not deleted). */
    isSessionLive: (sessionId: string) => repo.isSessionLive(sessionId, now()),

    /**
     * Answers at once, the same for every address; the link is made and sent in the background,
     * at most RESET_MAILS_PER_WINDOW times per address in a window, so no mailbox can be flooded.
     */
    async forgotPassword(email: string): Promise<void> {
      notify('password reset', async () => {
        if (
          (await throttler.count(`reset:${email.toLowerCase()}`, RESET_MAILS_PER_WINDOW, now())) > 0
        )
          return null;
        const creds = await repo.findCredentialsByEmail(email);
        if (!creds) return null;
        const user = await repo.findCurrentUser(creds.id);
        if (!user) return null;
        const token = await tokens.issue(user._id, 'reset-password', now());
        return resetPasswordMessage(
          user.email,
          user.firstName,
          `${config.publicUrl}/change-password/${token}`,
        );
      });
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await db
        .transaction(async (tx) => {
          const userId = await tokens.consume(body.token, 'reset-password', now(), tx);
          if (!userId) throw badRequest(BAD_RESET_LINK);
          await repo.setPasswordHash(userId, passwordHash, now(), tx);
          await repo.revokeUserSessions(userId, now(), undefined, tx);
          return userId;
        })
        .then((userId) => {
          changed(userId);
          notifyPasswordChanged(userId, now());
        });
    },

    async changePassword(user: SessionUser, body: ChangePasswordBody): Promise<void> {
      if (!(await checkPassword(user._id, body.currentPassword))) {
        throw badRequest('The current password is incorrect.', {
          currentPassword: 'The current password is incorrect.',
        });
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(user._id, passwordHash, now(), tx);
        await repo.revokeUserSessions(user._id, now(), user.sessionId, tx);
      });
      changed(user._id);
      notifyPasswordChanged(user._id, now());
    },

    /** Tells a deleted account's address (read before the deletion forgot it). */
    accountDeleted(person: { email: string; firstName: string }, at: Date) {
      notify('account deleted', async () =>
        accountDeletedMessage(person.email, person.firstName, at, `${config.publicUrl}/`),
      );
    },

    /** Checks a user's password (account deletion asks for it). */
    checkPassword,

    listRoles: () => repo.listSelectableRoles(),
    listSpecialities: () => repo.listSpecialities(),
    listPublicClinics: () => repo.listPublicClinics(),

    currentUser: (userId: string): Promise<CurrentUser | null> => repo.findCurrentUser(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
