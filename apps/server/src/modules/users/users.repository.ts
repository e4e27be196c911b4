import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function createUsersRepository(db: Db) {
  return {
    async setSelfCertification(userId: string, registrationNumber: string, at: Date) {
      await db
        .update(users)
        .set({
          isSelfCertificated: true,
          registrationNumber,
          selfCertifiedAt: at,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
