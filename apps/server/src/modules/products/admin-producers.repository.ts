import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { productsAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { manufacturers, producerProfiles } from '../../db/schema';

export interface AdminProducerRecord {
  manufacturer: typeof manufacturers.$inferSelect;
  profile: typeof producerProfiles.$inferSelect | null;
  productCount: number;
}
export type ManufacturerValues = Omit<typeof manufacturers.$inferInsert, 'id' | 'createdAt'>;
export type ProfileValues = Omit<
  typeof producerProfiles.$inferInsert,
  'manufacturerId' | 'createdAt'
>;

const columns = {
  manufacturer: manufacturers,
  profile: producerProfiles,
  productCount:
    sql<number>`(select count(*)::int from products p where p.manufacturer_id = ${manufacturers.id})`.mapWith(
      Number,
    ),
};

/**
 * Licensed producers as their editor sees them: the catalogue's manufacturer and Education's
 * profile, one thing (decision 92), drafts included.
 */
export function createAdminProducersRepository(db: Db) {
  return {
    async page(q: productsAdmin.AdminListQuery): Promise<Page<AdminProducerRecord>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern
          ? or(ilike(manufacturers.name, pattern), ilike(manufacturers.country, pattern))
          : undefined,
        statusWhere(manufacturers.publishedAt, q.status),
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(manufacturers)
            .leftJoin(producerProfiles, eq(producerProfiles.manufacturerId, manufacturers.id))
            .where(where)
            .$dynamic(),
        [asc(manufacturers.name), asc(manufacturers.id)],
        q,
        (r) => r,
      );
    },

    async find(id: string, tx: Db = db, lock = false): Promise<AdminProducerRecord | null> {
      const query = tx
        .select(columns)
        .from(manufacturers)
        .leftJoin(producerProfiles, eq(producerProfiles.manufacturerId, manufacturers.id))
        .where(eq(manufacturers.id, id));
      const [row] = lock ? await query.for('update', { of: manufacturers }) : await query;
      return row ?? null;
    },

    async nameTaken(name: string, exceptId: string | null, tx: Db): Promise<boolean> {
      const [row] = await tx
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(sql`lower(${manufacturers.name}) = lower(${name})`);
      return Boolean(row && row.id !== exceptId);
    },

    async insert(values: ManufacturerValues, profile: ProfileValues, tx: Db): Promise<string> {
      const [row] = await tx
        .insert(manufacturers)
        .values(values)
        .returning({ id: manufacturers.id });
      await tx.insert(producerProfiles).values({ ...profile, manufacturerId: row!.id });
      return row!.id;
    },

    async update(
      id: string,
      values: Partial<ManufacturerValues>,
      profile: Partial<ProfileValues>,
      tx: Db,
    ): Promise<void> {
      await tx
        .update(manufacturers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(manufacturers.id, id));
      if (Object.keys(profile).length === 0) return;
      // A producer made before profiles existed may have none yet: make it from the summary.
      await tx
        .insert(producerProfiles)
        .values({ summary: '', ...profile, manufacturerId: id })
        .onConflictDoUpdate({
          target: producerProfiles.manufacturerId,
          set: { ...profile, updatedAt: sql`now()` },
        });
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(manufacturers).where(eq(manufacturers.id, id));
    },
  };
}

export type AdminProducersRepository = ReturnType<typeof createAdminProducersRepository>;
