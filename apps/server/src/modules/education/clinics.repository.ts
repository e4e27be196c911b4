import { and, arrayContains, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { isPublished } from '../../db/published';
import { clinicProfiles, clinics } from '../../db/schema';

const columns = {
  id: clinics.id,
  name: clinics.name,
  town: clinics.town,
  postcode: clinics.postcode,
  profile: clinicProfiles,
};

export type ClinicRow = {
  id: string;
  name: string;
  town: string;
  postcode: string;
  profile: typeof clinicProfiles.$inferSelect;
};

/** A clinic Education lists: its profile published, the clinic not removed (decision 144). */
const listed = and(isPublished(clinicProfiles.publishedAt), isNull(clinics.removedAt));

/** Clinics with a profile (the ones Education lists). */
export function createClinicsRepository(db: Db) {
  const whereOf = (q: {
    search?: string | undefined;
    city?: string | undefined;
    specialism?: string | undefined;
  }) =>
    and(
      listed,
      q.search
        ? or(
            ilike(clinics.name, containsPattern(q.search)),
            ilike(clinics.town, containsPattern(q.search)),
            ilike(clinics.postcode, containsPattern(q.search)),
            ilike(clinicProfiles.summary, containsPattern(q.search)),
            ilike(clinicProfiles.description, containsPattern(q.search)),
          )
        : undefined,
      q.city ? eq(clinics.town, q.city) : undefined,
      q.specialism ? arrayContains(clinicProfiles.specialisms, [q.specialism]) : undefined,
    );

  return {
    /** By name (ties by id, so pages never overlap). */
    async page(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
      city?: string | undefined;
      specialism?: string | undefined;
    }): Promise<Page<ClinicRow>> {
      const where = whereOf(q);
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(clinics)
            .innerJoin(clinicProfiles, eq(clinicProfiles.clinicId, clinics.id))
            .where(where)
            .$dynamic(),
        [asc(clinics.name), asc(clinics.id)],
        q,
        ({ total: _t, ...r }) => r,
      );
    },

    async find(id: string): Promise<ClinicRow | null> {
      const [row] = await db
        .select(columns)
        .from(clinics)
        .innerJoin(clinicProfiles, eq(clinicProfiles.clinicId, clinics.id))
        .where(and(eq(clinics.id, id), listed));
      return row ?? null;
    },

    async insertProfile(values: typeof clinicProfiles.$inferInsert): Promise<void> {
      await db.insert(clinicProfiles).values(values);
    },
  };
}

export type ClinicsRepository = ReturnType<typeof createClinicsRepository>;
