import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type {
  ClinicOption,
  CurrentUser,
  RegistrationStep,
  Role,
  Speciality,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { avatarOfUser } from '../../db/person-columns';
import { clinics, media, roles, sessions, specialities, users } from '../../db/schema';
import { currentUserColumns, toCurrentUser } from '../../db/current-user';

export function createAuthRepository(db: Db) {
  return {
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          registrationStep: users.registrationStep,
          email: users.email,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
        .limit(1);
      return row ? { ...row, registrationStep: row.registrationStep as RegistrationStep } : null;
    },

    async findPasswordHash(userId: string) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row?.passwordHash ?? null;
    },

    async findCurrentUser(userId: string): Promise<CurrentUser | null> {
      const [row] = await db
        .select(currentUserColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ? toCurrentUser(row) : null;
    },

    /** The user of a live session: not revoked, not expired, account not deleted, sign-up done. */
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ ...currentUserColumns, sessionId: sessions.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.deletedAt),
            isNull(users.deactivatedAt),
          ),
        )
        .limit(1);
      return row
        ? { user: { ...toCurrentUser(row), sessionId: row.sessionId }, expiresAt: row.expiresAt }
        : null;
    },

    async isSessionLive(sessionId: string, now: Date) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.deletedAt),
            isNull(users.deactivatedAt),
          ),
        );
      return Boolean(row);
    },

    async createSession(input: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent?: string | undefined;
      ip?: string | undefined;
    }) {
      const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
      return row!.id;
    },

    async revokeSession(sessionId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of a user, but one when `exceptSessionId` is given. */
    async revokeUserSessions(userId: string, now: Date, exceptSessionId?: string, tx: Db = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    async setPasswordHash(userId: string, passwordHash: string, now: Date, tx: Db = db) {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async listSelectableRoles(): Promise<Role[]> {
      const rows = await db
        .select({ id: roles.id, name: roles.name, slug: roles.slug })
        .from(roles)
        .where(eq(roles.selectable, true))
        .orderBy(asc(roles.name));
      return rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug }));
    },

    async listSpecialities(): Promise<Speciality[]> {
      const rows = await db.select().from(specialities).orderBy(asc(specialities.name));
      return rows.map((r) => ({ _id: r.id, name: r.name }));
    },

    async listPublicClinics(): Promise<ClinicOption[]> {
      const rows = await db
        .select({
          id: clinics.id,
          name: clinics.name,
          town: clinics.town,
          postcode: clinics.postcode,
        })
        .from(clinics)
        .where(and(eq(clinics.isPublic, true), isNull(clinics.removedAt)))
        .orderBy(asc(clinics.name));
      return rows.map(({ id, ...r }) => ({ _id: id, ...r }));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
