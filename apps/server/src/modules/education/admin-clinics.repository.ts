import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { clinicProfiles, clinics, userClinics } from '../../db/schema';

export interface AdminClinicRecord {
  clinic: typeof clinics.$inferSelect;
  profile: typeof clinicProfiles.$inferSelect | null;
  memberCount: number;
}
export type ClinicValues = Pick<
  typeof clinics.$inferInsert,
  'name' | 'town' | 'postcode' | 'isPublic'
>;
export type ProfileValues = Omit<
  typeof clinicProfiles.$inferInsert,
  'clinicId' | 'createdAt' | 'updatedAt'
>;

const columns = {
  clinic: clinics,
  profile: clinicProfiles,
  memberCount:
    sql<number>`(select count(*)::int from ${userClinics} where ${userClinics.clinicId} = ${clinics.id})`.mapWith(
      Number,
    ),
};

const present = isNull(clinics.removedAt);

/**
 * Clinics as their editor sees them: the row sign-up offers and its Education profile, if any,
 * drafts included; removed ones are no longer anyone's to see (decision 144).
 */
export function createAdminClinicsRepository(db: Db) {
  return {
    async page(q: education.AdminListQuery): Promise<Page<AdminClinicRecord>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        present,
        pattern
          ? or(
              ilike(clinics.name, pattern),
              ilike(clinics.town, pattern),
              ilike(clinics.postcode, pattern),
            )
          : undefined,
        statusWhere(clinicProfiles.publishedAt, q.status),
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(clinics)
            .leftJoin(clinicProfiles, eq(clinicProfiles.clinicId, clinics.id))
            .where(where)
            .$dynamic(),
        [asc(clinics.name), asc(clinics.id)],
        q,
        ({ total: _t, ...r }) => r,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<AdminClinicRecord | null> {
      const query = tx
        .select(columns)
        .from(clinics)
        .leftJoin(clinicProfiles, eq(clinicProfiles.clinicId, clinics.id))
        .where(and(eq(clinics.id, id), present));
      const [row] = lock ? await query.for('update', { of: clinics }) : await query;
      return row ?? null;
    },

    async insert(values: ClinicValues, profile: ProfileValues, tx: Db): Promise<string> {
      const [row] = await tx.insert(clinics).values(values).returning({ id: clinics.id });
      await tx.insert(clinicProfiles).values({ ...profile, clinicId: row!.id });
      return row!.id;
    },

    async update(id: string, values: Partial<ClinicValues>, tx: Db): Promise<void> {
      await tx
        .update(clinics)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(clinics.id, id));
    },

    /** Changes the profile, or makes it when there is none (`values` then holds every field). */
    async saveProfile(
      id: string,
      values: Partial<ProfileValues>,
      exists: boolean,
      tx: Db,
    ): Promise<void> {
      if (Object.keys(values).length === 0) return;
      if (!exists) {
        await tx.insert(clinicProfiles).values({ ...(values as ProfileValues), clinicId: id });
        return;
      }
      await tx
        .update(clinicProfiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(clinicProfiles.clinicId, id));
    },

    /** Removed, not deleted: `user_clinics` keeps who picked it (decision 144). */
    async markRemoved(id: string, tx: Db): Promise<void> {
      await tx
        .update(clinics)
        .set({ removedAt: sql`now()`, isPublic: false, updatedAt: sql`now()` })
        .where(eq(clinics.id, id));
    },
  };
}

export type AdminClinicsRepository = ReturnType<typeof createAdminClinicsRepository>;
