import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ModuleSlug, RegistrationStep } from '@portal/contract';
import type { Db } from '../../db/client';
import { clinics, roles, specialities, userClinics, userModules, users } from '../../db/schema';

/** A sign-up in progress, as the steps see it. */
export interface SignUp {
  step: RegistrationStep;
  email: string;
  firstName: string;
}

/** The professional details of the second sign-up step, checked by the service. */
export interface ProfessionalDetails {
  roleId: string;
  specialityId: string;
  registrationNumber: string;
  contactNumber: string;
  postcode: string;
  clinicIds: string[];
  modules: readonly ModuleSlug[];
}

/**
 * Sign-up rows. Methods that take part in a step's transaction take `tx` last (decision 26):
 * the service opens the transaction and hands it to each call.
 */
export function createRegistrationRepository(db: Db) {
  return {
    async findSignUp(userId: string): Promise<SignUp | null> {
      const [u] = await db
        .select({ step: users.registrationStep, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return u ? { ...u, step: u.step as RegistrationStep } : null;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return Boolean(row);
    },

    async roleBySlug(slug: string): Promise<{ id: string } | null> {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
      return role ?? null;
    },

    async selectableRole(roleId: string): Promise<{ id: string; slug: string } | null> {
      const [role] = await db
        .select({ id: roles.id, slug: roles.slug })
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.selectable, true)));
      return role ?? null;
    },

    async specialityExists(specialityId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: specialities.id })
        .from(specialities)
        .where(eq(specialities.id, specialityId));
      return Boolean(row);
    },

    /** How many of these ids are public clinics. */
    async countPublicClinics(clinicIds: string[]): Promise<number> {
      const found = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(
          and(
            inArray(clinics.id, clinicIds),
            eq(clinics.isPublic, true),
            isNull(clinics.removedAt),
          ),
        );
      return found.length;
    },

    async createAccount(
      account: {
        email: string;
        passwordHash: string;
        title: string;
        firstName: string;
        lastName: string;
        roleId: string;
      },
      tx: Db = db,
    ): Promise<string> {
      const [u] = await tx
        .insert(users)
        .values({ ...account, registrationStep: 'professional' })
        .returning({ id: users.id });
      return u!.id;
    },

    /** Stores the second step: the user's details, clinics and the role's modules. */
    async saveProfessional(userId: string, d: ProfessionalDetails, now: Date, tx: Db = db) {
      await tx
        .update(users)
        .set({
          roleId: d.roleId,
          specialityId: d.specialityId,
          registrationNumber: d.registrationNumber,
          contactNumber: d.contactNumber,
          postcode: d.postcode,
          registrationStep: 'verify',
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx.delete(userClinics).where(eq(userClinics.userId, userId));
      await tx
        .insert(userClinics)
        .values([...new Set(d.clinicIds)].map((clinicId) => ({ userId, clinicId })));
      await tx.delete(userModules).where(eq(userModules.userId, userId));
      if (d.modules.length) {
        await tx
          .insert(userModules)
          .values(d.modules.map((moduleSlug) => ({ userId, moduleSlug })));
      }
    },

    async markVerified(userId: string, now: Date, tx: Db = db) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, registrationStep: 'done', updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}
