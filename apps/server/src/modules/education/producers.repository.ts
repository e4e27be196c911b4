import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { isPublished } from '../../db/published';
import { manufacturers, producerProfiles, products } from '../../db/schema';

const columns = {
  manufacturer: manufacturers,
  profile: producerProfiles,
  productCount: sql<number>`(select count(*)::int from products p where p.manufacturer_id = ${manufacturers.id} and p.published_at <= now())`,
};

export interface ProducerRow {
  manufacturer: typeof manufacturers.$inferSelect;
  profile: typeof producerProfiles.$inferSelect | null;
  productCount: number;
}

/** The catalogue's producers (`manufacturers`) with their profiles, where they have one. */
export function createProducersRepository(db: Db) {
  return {
    /** By name (ties by id). */
    async page(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<ProducerRow>> {
      const where = and(
        isPublished(manufacturers.publishedAt),
        q.search
          ? or(
              ilike(manufacturers.name, containsPattern(q.search)),
              ilike(manufacturers.country, containsPattern(q.search)),
              ilike(manufacturers.description, containsPattern(q.search)),
              ilike(producerProfiles.summary, containsPattern(q.search)),
            )
          : undefined,
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
        (r) => ({ ...r, productCount: Number(r.productCount) }),
      );
    },

    async find(id: string): Promise<ProducerRow | null> {
      const [row] = await db
        .select(columns)
        .from(manufacturers)
        .leftJoin(producerProfiles, eq(producerProfiles.manufacturerId, manufacturers.id))
        .where(and(eq(manufacturers.id, id), isPublished(manufacturers.publishedAt)));
      return row ? { ...row, productCount: Number(row.productCount) } : null;
    },

    /** A producer's products, by name. */
    async products(manufacturerId: string) {
      return db
        .select({
          id: products.id,
          name: products.name,
          form: products.form,
          summary: products.summary,
        })
        .from(products)
        .where(and(eq(products.manufacturerId, manufacturerId), isPublished(products.publishedAt)))
        .orderBy(asc(products.name), asc(products.id));
    },

    async insertProfile(values: typeof producerProfiles.$inferInsert): Promise<void> {
      await db.insert(producerProfiles).values(values);
    },
  };
}

export type ProducersRepository = ReturnType<typeof createProducersRepository>;
