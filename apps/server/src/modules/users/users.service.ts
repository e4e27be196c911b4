import type { CurrentUser, SelfCertifyBody } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { AuthService } from '../auth/auth.service';
import { createUsersRepository } from './users.repository';

/** Profile and self-certification of the current user. */
export function createUsersService(deps: { db: Db; auth: AuthService; now?: () => Date }) {
  const repo = createUsersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function profile(userId: string): Promise<CurrentUser> {
    const user = await deps.auth.currentUser(userId);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    profile,
    async selfCertify(userId: string, body: SelfCertifyBody): Promise<CurrentUser> {
      await repo.setSelfCertification(userId, body.registrationNumber, now());
      return profile(userId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
