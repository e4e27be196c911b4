import { and, asc, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { londonInstant, type ModuleSlug, type users as u } from '@portal/contract';
import type { Db } from '../../db/client';
import { pageOfTable, type Page } from '../../db/paging';
import {
  auditEntries,
  clinics,
  modules,
  roles,
  sessions,
  specialities,
  userClinics,
  userModules,
  users,
} from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The London midnight that starts a calendar day (YYYY-MM-DD), as an instant. */
const londonMidnight = (day: string) => londonInstant(`${day}T00:00`) ?? new Date(`${day}T00:00Z`);

/** The calendar day after `day`. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** The admin's reads and writes of accounts (issue 31), and the audit trail's list. */
export function createAdminUsersRepository(db: Db) {
  return {
    async findUser(userId: string, tx: Db = db): Promise<u.AdminUserDetail | null> {
      const [row] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          title: users.title,
          roleId: roles.id,
          roleName: roles.name,
          roleSlug: roles.slug,
          isSelfCertificated: users.isSelfCertificated,
          registrationStep: users.registrationStep,
          registrationNumber: users.registrationNumber,
          selfCertifiedAt: users.selfCertifiedAt,
          contactNumber: users.contactNumber,
          postcode: users.postcode,
          specialityId: specialities.id,
          specialityName: specialities.name,
          emailVerifiedAt: users.emailVerifiedAt,
          deactivatedAt: users.deactivatedAt,
          deletedAt: users.deletedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(specialities, eq(specialities.id, users.specialityId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const [mods, places] = await Promise.all([
        tx
          .select({ slug: userModules.moduleSlug })
          .from(userModules)
          .where(eq(userModules.userId, userId))
          .orderBy(asc(userModules.moduleSlug)),
        tx
          .select({ id: clinics.id, name: clinics.name, town: clinics.town })
          .from(userClinics)
          .innerJoin(clinics, eq(clinics.id, userClinics.clinicId))
          .where(eq(userClinics.userId, userId))
          .orderBy(asc(clinics.name)),
      ]);
      return {
        _id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        title: row.title,
        roleName: row.roleName,
        role: { _id: row.roleId, name: row.roleName, slug: row.roleSlug },
        isAdmin: row.roleSlug === 'admin',
        modules: mods.map((m) => m.slug as ModuleSlug),
        isSelfCertificated: row.isSelfCertificated,
        registrationStep: row.registrationStep,
        registrationNumber: row.registrationNumber,
        selfCertifiedAt: iso(row.selfCertifiedAt),
        contactNumber: row.contactNumber,
        postcode: row.postcode,
        speciality: row.specialityId
          ? { _id: row.specialityId, name: row.specialityName ?? '' }
          : null,
        clinics: places.map((c) => ({ _id: c.id, name: c.name, town: c.town })),
        emailVerifiedAt: iso(row.emailVerifiedAt),
        deactivatedAt: iso(row.deactivatedAt),
        deleted: row.deletedAt !== null,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Locks the account's row for the rest of the transaction (one admin change at a time). */
    async lockUser(userId: string, tx: Db) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row !== undefined;
    },

    async roleExists(roleId: string, tx: Db = db) {
      const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
      return row !== undefined;
    },

    async setRole(userId: string, roleId: string, at: Date, tx: Db) {
      await tx.update(users).set({ roleId, updatedAt: at }).where(eq(users.id, userId));
    },

    /** Replaces the account's modules with `slugs` (Home is always on: it is kept in the list). */
    async setModules(userId: string, slugs: readonly ModuleSlug[], tx: Db) {
      await tx.delete(userModules).where(eq(userModules.userId, userId));
      const known = await tx.select({ slug: modules.slug }).from(modules);
      const valid = new Set(known.map((m) => m.slug));
      const rows = [...new Set(slugs)]
        .filter((slug) => valid.has(slug))
        .map((moduleSlug) => ({ userId, moduleSlug }));
      if (rows.length > 0) await tx.insert(userModules).values(rows);
    },

    async resetSelfCertification(userId: string, at: Date, tx: Db) {
      await tx
        .update(users)
        // The registration number stays: it is the sign-up's as well.
        .set({ isSelfCertificated: false, selfCertifiedAt: null, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** Deactivates (ending every session) or reactivates the account. */
    async setDeactivated(userId: string, deactivatedAt: Date | null, at: Date, tx: Db) {
      await tx.update(users).set({ deactivatedAt, updatedAt: at }).where(eq(users.id, userId));
      if (deactivatedAt) {
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      }
    },

    async listAudit(q: u.AuditListQuery): Promise<Page<u.AuditEntry>> {
      const filters: (SQL | undefined)[] = [
        q.entity ? eq(auditEntries.entity, q.entity) : undefined,
        q.entityId ? eq(auditEntries.entityId, q.entityId) : undefined,
        q.actorId ? eq(auditEntries.actorId, q.actorId) : undefined,
        q.action ? eq(auditEntries.action, q.action) : undefined,
        q.from ? gte(auditEntries.createdAt, londonMidnight(q.from)) : undefined,
        q.to ? lt(auditEntries.createdAt, londonMidnight(nextDay(q.to))) : undefined,
      ];
      const where = and(...filters.filter((f): f is SQL => f !== undefined));
      return pageOfTable(
        db,
        auditEntries,
        where,
        [desc(auditEntries.createdAt), desc(auditEntries.id)],
        q,
        (r) => ({
          _id: r.id,
          actor: { _id: r.actorId, name: r.actorName },
          entity: r.entity,
          entityId: r.entityId,
          action: r.action,
          before: r.before,
          after: r.after,
          createdAt: r.createdAt.toISOString(),
        }),
      );
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
