import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { productDeclarations, products } from '../../db/schema';

export type DeclarationRow = typeof productDeclarations.$inferSelect & { productName: string };

const columns = { declaration: productDeclarations, productName: products.name };
const flatten = (r: {
  declaration: typeof productDeclarations.$inferSelect;
  productName: string;
}): DeclarationRow => ({ ...r.declaration, productName: r.productName });

/** Prescribers' declarations. */
export function createDeclarationsRepository(db: Db) {
  return {
    async insert(values: typeof productDeclarations.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(productDeclarations)
        .values(values)
        .returning({ id: productDeclarations.id });
      return row!.id;
    },

    async find(id: string): Promise<DeclarationRow | null> {
      const [row] = await db
        .select(columns)
        .from(productDeclarations)
        .innerJoin(products, eq(products.id, productDeclarations.productId))
        .where(eq(productDeclarations.id, id));
      return row ? flatten(row) : null;
    },

    /** A user's own declarations, newest first, optionally for one product. */
    async pageOf(
      userId: string,
      q: { limit: number; skip: number; productId?: string | undefined },
    ): Promise<Page<DeclarationRow>> {
      const where = and(
        eq(productDeclarations.userId, userId),
        q.productId ? eq(productDeclarations.productId, q.productId) : undefined,
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...columns, total: totalOver })
            .from(productDeclarations)
            .innerJoin(products, eq(products.id, productDeclarations.productId))
            .where(where)
            .$dynamic(),
        [desc(productDeclarations.createdAt), desc(productDeclarations.referenceNumber)],
        q,
        flatten,
      );
    },
  };
}

export type DeclarationsRepository = ReturnType<typeof createDeclarationsRepository>;
