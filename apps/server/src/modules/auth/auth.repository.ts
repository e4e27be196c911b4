import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CurrentUser, ModuleSlug, Role } from '@portal/contract';
import type { Db } from '../../db/client';
import { roles, sessions, userModules, users } from '../../db/schema';

const modulesOf = sql<ModuleSlug[]>`coalesce((select array_agg(${userModules.moduleSlug} order by ${userModules.moduleSlug}) from ${userModules} where ${userModules.userId} = ${users.id}), '{}')`;

const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  userType: users.userType,
  isSelfCertificated: users.isSelfCertificated,
  avatarUrl: users.avatarUrl,
  roleId: roles.id,
  roleName: roles.name,
  roleSlug: roles.slug,
  modules: modulesOf,
};

type CurrentUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  userType: string;
  isSelfCertificated: boolean;
  avatarUrl: string | null;
  roleId: string;
  roleName: string;
  roleSlug: string;
  modules: ModuleSlug[];
};

/** Maps a row to SPEC §3's current user. The avatar is the first media entry. */
export function toCurrentUser(row: CurrentUserRow, online = true): CurrentUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    roles: { _id: row.roleId, name: row.roleName },
    roleName: row.roleName,
    userType: row.userType,
    modules: row.modules,
    isSelfCertificated: row.isSelfCertificated,
    isAdmin: row.roleSlug === 'admin',
    online,
    media: row.avatarUrl ? [{ _id: `${row.id}-avatar`, url: row.avatarUrl }] : [],
  };
}

export function createAuthRepository(db: Db) {
  return {
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findCurrentUser(userId: string): Promise<CurrentUser | null> {
      const [row] = await db
        .select(currentUserColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ? toCurrentUser(row) : null;
    },

    /** The user of a live session: not revoked, not expired, account not deleted. */
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ ...currentUserColumns, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row ? { ...toCurrentUser(row), sessionId: row.sessionId } : null;
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

    async listSelectableRoles(): Promise<Role[]> {
      const rows = await db
        .select({ id: roles.id, name: roles.name, slug: roles.slug })
        .from(roles)
        .where(eq(roles.selectable, true))
        .orderBy(asc(roles.name));
      return rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug }));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
