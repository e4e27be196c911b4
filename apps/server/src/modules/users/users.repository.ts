import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUser,
  ContactBody,
  ContactMessage,
  Profile,
  UpdateProfileBody,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { pageOfSelect, pageOfTable, totalOver, type Page } from '../../db/paging';
import { containsPattern } from '../../db/like';
import { avatarOfUser } from '../../db/person-columns';
import {
  contactMessages,
  media,
  roles,
  sessions,
  specialities,
  userClinics,
  userModules,
  users,
  userTokens,
  workplaces,
} from '../../db/schema';
import { currentUserColumns, toCurrentUser } from '../../db/current-user';

const searchUsers = (search?: string): SQL | undefined => {
  if (!search) return undefined;
  const term = containsPattern(search);
  return or(
    ilike(users.email, term),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
  );
};

export function createUsersRepository(db: Db) {
  return {
    async findProfile(userId: string): Promise<Profile | null> {
      const [row] = await db
        .select({
          ...currentUserColumns,
          biography: users.biography,
          contactNumber: users.contactNumber,
          postcode: users.postcode,
          registrationNumber: users.registrationNumber,
          specialityId: specialities.id,
          specialityName: specialities.name,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(media, avatarOfUser)
        .leftJoin(specialities, eq(specialities.id, users.specialityId))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!row) return null;
      return {
        ...toCurrentUser(row),
        biography: row.biography,
        contactNumber: row.contactNumber,
        postcode: row.postcode,
        registrationNumber: row.registrationNumber,
        speciality:
          row.specialityId && row.specialityName
            ? { _id: row.specialityId, name: row.specialityName }
            : null,
      };
    },

    async specialityExists(id: string) {
      const [row] = await db
        .select({ id: specialities.id })
        .from(specialities)
        .where(eq(specialities.id, id));
      return Boolean(row);
    },

    async updateProfile(userId: string, body: UpdateProfileBody, at: Date) {
      // A key left out stays; an optional field sent blank arrives as undefined-by-clearing (null).
      const set: Partial<typeof users.$inferInsert> = { updatedAt: at };
      if (body.title !== undefined) set.title = body.title;
      if (body.firstName !== undefined) set.firstName = body.firstName;
      if (body.lastName !== undefined) set.lastName = body.lastName;
      if ('biography' in body) set.biography = body.biography ?? null;
      if ('contactNumber' in body) set.contactNumber = body.contactNumber ?? null;
      if ('postcode' in body) set.postcode = body.postcode ? body.postcode.toUpperCase() : null;
      if ('specialityId' in body) set.specialityId = body.specialityId ?? null;
      await db.update(users).set(set).where(eq(users.id, userId));
    },

    async setSelfCertification(userId: string, registrationNumber: string, at: Date) {
      await db
        .update(users)
        .set({ isSelfCertificated: true, registrationNumber, selfCertifiedAt: at, updatedAt: at })
        .where(eq(users.id, userId));
    },

    async findAvatar(userId: string) {
      const [row] = await db
        .select({ id: media.id, path: media.path, thumbPath: media.thumbPath })
        .from(users)
        .innerJoin(media, avatarOfUser)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async findMedia(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row ?? null;
    },

    /** Makes a stored image the user's avatar; returns the replaced one, if any. */
    async replaceAvatar(userId: string, file: Omit<typeof media.$inferInsert, 'ownerId' | 'kind'>) {
      return db.transaction(async (tx) => {
        // One avatar change at a time per user: the old one read here is the one replaced.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const [old] = await tx
          .select({ id: media.id, path: media.path, thumbPath: media.thumbPath })
          .from(users)
          .innerJoin(media, avatarOfUser)
          .where(eq(users.id, userId));
        const [created] = await tx
          .insert(media)
          .values({ ...file, ownerId: userId, kind: 'avatar' })
          .returning({ id: media.id });
        await tx
          .update(users)
          .set({ avatarMediaId: created!.id, updatedAt: new Date() })
          .where(eq(users.id, userId));
        if (old) await tx.delete(media).where(eq(media.id, old.id));
        return old ?? null;
      });
    },

    async deleteMedia(userId: string, mediaId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ avatarMediaId: null })
          .where(and(eq(users.id, userId), eq(users.avatarMediaId, mediaId)));
        await tx.delete(media).where(and(eq(media.id, mediaId), eq(media.ownerId, userId)));
      });
    },

    /**
     * Removes personal data but keeps the row, so posts and messages stay with a "deleted user";
     * the e-mail is freed for a new sign-up.
     */
    /** Anonymises the account; with `tx`, inside that transaction (a savepoint). */
    async anonymise(userId: string, at: Date, tx: Db = db) {
      return tx.transaction(async (tx) => {
        const files = await tx
          .select({ path: media.path, thumbPath: media.thumbPath })
          .from(media)
          .where(eq(media.ownerId, userId));
        await tx
          .update(users)
          .set({
            email: `deleted-${userId}@deleted.invalid`,
            passwordHash: null,
            firstName: 'Deleted',
            lastName: 'user',
            title: null,
            biography: null,
            contactNumber: null,
            postcode: null,
            registrationNumber: null,
            avatarMediaId: null,
            specialityId: null,
            isSelfCertificated: false,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, userId));
        await tx.delete(media).where(eq(media.ownerId, userId));
        await tx.delete(workplaces).where(eq(workplaces.userId, userId));
        await tx.delete(userClinics).where(eq(userClinics.userId, userId));
        await tx.delete(userModules).where(eq(userModules.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        // E-mailed and sign-up links die with the account.
        await tx
          .update(userTokens)
          .set({ usedAt: at })
          .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
        return files;
      });
    },

    async isDeleted(userId: string) {
      const [row] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row ? row.deletedAt !== null : null;
    },

    async listUsers(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<AdminUser>> {
      const where = searchUsers(q.search);
      return pageOfSelect(
        () =>
          db
            .select({
              id: users.id,
              email: users.email,
              firstName: users.firstName,
              lastName: users.lastName,
              title: users.title,
              roleName: roles.name,
              isSelfCertificated: users.isSelfCertificated,
              registrationStep: users.registrationStep,
              deletedAt: users.deletedAt,
              createdAt: users.createdAt,
              total: totalOver,
            })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(where)
            .$dynamic(),
        [desc(users.createdAt), desc(users.id)],
        q,
        ({ id, deletedAt, createdAt, total: _total, ...r }) => ({
          _id: id,
          ...r,
          deleted: deletedAt !== null,
          createdAt: createdAt.toISOString(),
        }),
      );
    },

    /** Marks an open contact message handled; false when there is no open one of that id. */
    async markContactMessageHandled(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({ handledAt: sql`now()` })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async addContactMessage(body: ContactBody, userId: string | null) {
      await db.insert(contactMessages).values({ ...body, phone: body.phone ?? null, userId });
    },

    async listContactMessages(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<ContactMessage>> {
      const term = q.search ? containsPattern(q.search) : undefined;
      const where = term
        ? or(
            ilike(contactMessages.name, term),
            ilike(contactMessages.email, term),
            ilike(contactMessages.subject, term),
          )
        : undefined;
      return pageOfTable(
        db,
        contactMessages,
        where,
        [desc(contactMessages.createdAt), desc(contactMessages.id)],
        q,
        ({ id, createdAt, handledAt: _handledAt, ...r }) => ({
          _id: id,
          ...r,
          createdAt: createdAt.toISOString(),
        }),
      );
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
