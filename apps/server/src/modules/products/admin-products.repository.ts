import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { productsAdmin } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { statusWhere } from '../../db/published';
import { manufacturers, productDeclarations, productPacks, products } from '../../db/schema';

export type AdminProductRecord = typeof products.$inferSelect & { manufacturerName: string };
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>;
export type PackValues = Omit<typeof productPacks.$inferInsert, 'productId' | 'id'>;

const columns = { product: products, manufacturerName: manufacturers.name };
const flatten = (r: { product: typeof products.$inferSelect; manufacturerName: string }) => ({
  ...r.product,
  manufacturerName: r.manufacturerName,
});

/** Every product, drafts included: the admin's reads and the only writes after creation. */
export function createAdminProductsRepository(db: Db) {
  return {
    async page(q: productsAdmin.AdminListQuery): Promise<Page<AdminProductRecord>> {
      const pattern = q.search ? containsPattern(q.search) : undefined;
      const where = and(
        pattern
          ? or(
              ilike(products.name, pattern),
              ilike(products.cultivar, pattern),
              ilike(manufacturers.name, pattern),
            )
          : undefined,
        statusWhere(products.publishedAt, q.status),
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(products)
            .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
            .where(where)
            .$dynamic(),
        [asc(products.name), asc(products.id)],
        q,
        flatten,
      );
    },

    /** The product; `lock`: held until the transaction ends, so two edits queue. */
    async find(id: string, tx: Db = db, lock = false): Promise<AdminProductRecord | null> {
      const query = tx
        .select(columns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(eq(products.id, id));
      const [row] = lock ? await query.for('update', { of: products }) : await query;
      return row ? flatten(row) : null;
    },

    async packs(id: string, tx: Db = db) {
      return tx
        .select()
        .from(productPacks)
        .where(eq(productPacks.productId, id))
        .orderBy(asc(productPacks.size), asc(productPacks.id));
    },

    async manufacturerExists(id: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(eq(manufacturers.id, id));
      return Boolean(row);
    },

    async insert(values: ProductValues, packs: PackValues[], tx: Db): Promise<string> {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      await this.replacePacks(row!.id, packs, tx);
      return row!.id;
    },

    async update(id: string, values: Partial<ProductValues>, tx: Db): Promise<void> {
      await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /**
     * The packs as the form sends them. Declarations keep their own copy of the pack (decision
     * 61), so replacing the rows loses nothing a declaration shows.
     */
    async replacePacks(id: string, packs: PackValues[], tx: Db): Promise<void> {
      await tx.delete(productPacks).where(eq(productPacks.productId, id));
      if (packs.length) {
        await tx.insert(productPacks).values(packs.map((p) => ({ ...p, productId: id })));
      }
    },

    async declarationCount(id: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(productDeclarations)
        .where(eq(productDeclarations.productId, id));
      return row?.n ?? 0;
    },

    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(products).where(eq(products.id, id));
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
