import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { products as contract } from '@portal/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, totalOver, type Page } from '../../db/paging';
import { manufacturers, productPacks, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect & {
  manufacturerName: string;
  manufacturerCountry: string;
};
export type PackRow = typeof productPacks.$inferSelect;
export type ManufacturerRow = typeof manufacturers.$inferSelect & { productCount: number };

type Filter = Omit<contract.ProductListQuery, 'limit' | 'skip' | 'sort'>;

/** The facet each query parameter narrows, and the column it counts. */
const FACET_COLUMNS = {
  manufacturerId: products.manufacturerId,
  form: products.form,
  band: products.band,
  stock: products.stockStatus,
} as const;

/**
 * The catalogue's WHERE: every filter ANDed, the values of one filter ORed. `except` leaves one
 * facet's own filter out, for counting what each of its values would give.
 */
function whereOf(f: Filter, except?: contract.ProductFacet): SQL | undefined {
  const anyOf = (column: AnyPgColumn, values?: readonly string[]) =>
    values?.length ? inArray(column, [...values]) : undefined;
  return and(
    f.search
      ? or(
          ilike(products.name, containsPattern(f.search)),
          ilike(products.cultivar, containsPattern(f.search)),
          // Qualified by hand: inside a subquery Drizzle may print a column without its table.
          sql`exists (select 1 from manufacturers m where m.id = products.manufacturer_id and m.name ilike ${containsPattern(f.search)})`,
        )
      : undefined,
    except === 'manufacturerId' ? undefined : anyOf(products.manufacturerId, f.manufacturerId),
    except === 'form' ? undefined : anyOf(products.form, f.form),
    except === 'band' ? undefined : anyOf(products.band, f.band),
    except === 'stock' ? undefined : anyOf(products.stockStatus, f.stock),
    anyOf(products.strainType, f.strainType),
    f.terpene ? sql`lower(${products.dominantTerpene}) = lower(${f.terpene})` : undefined,
    f.thcMin !== undefined ? gte(products.thcValue, f.thcMin) : undefined,
    f.thcMax !== undefined ? lte(products.thcValue, f.thcMax) : undefined,
    f.cbdMin !== undefined ? gte(products.cbdValue, f.cbdMin) : undefined,
    f.cbdMax !== undefined ? lte(products.cbdValue, f.cbdMax) : undefined,
    f.priceMin !== undefined ? gte(products.priceFromPence, f.priceMin) : undefined,
    f.priceMax !== undefined ? lte(products.priceFromPence, f.priceMax) : undefined,
  );
}

const ORDER: Record<contract.ProductSort, SQL[]> = {
  name: [sql`${products.name} asc`],
  'price-asc': [sql`${products.priceFromPence} asc`, sql`${products.name} asc`],
  'price-desc': [sql`${products.priceFromPence} desc`, sql`${products.name} asc`],
  // Potencies compare within one unit (percent, then mg per unit, then mg/ml), never across.
  'thc-desc': [
    sql`${products.thcUnit} desc`,
    sql`${products.thcValue} desc`,
    sql`${products.name} asc`,
  ],
  'cbd-desc': [
    sql`${products.cbdUnit} desc`,
    sql`${products.cbdValue} desc`,
    sql`${products.name} asc`,
  ],
  newest: [sql`${products.createdAt} desc`],
};

const productColumns = {
  product: products,
  manufacturerName: manufacturers.name,
  manufacturerCountry: manufacturers.country,
};

const flatten = (r: {
  product: typeof products.$inferSelect;
  manufacturerName: string;
  manufacturerCountry: string;
}): ProductRow => ({
  ...r.product,
  manufacturerName: r.manufacturerName,
  manufacturerCountry: r.manufacturerCountry,
});

/** Products, their packs and their producers. */
export function createCatalogueRepository(db: Db) {
  return {
    async page(q: contract.ProductListQuery): Promise<Page<ProductRow>> {
      const where = whereOf(q);
      const rows = await db
        .select({ ...productColumns, total: totalOver })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(where)
        .orderBy(...ORDER[q.sort], asc(products.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, products, where) : 0);
      return { rows: rows.map(flatten), total };
    },

    /** For each facet, how many products each value gives with the other filters applied. */
    async facets(f: Filter): Promise<contract.ProductFacets> {
      const entries = await Promise.all(
        (Object.keys(FACET_COLUMNS) as contract.ProductFacet[]).map(async (facet) => {
          const column = FACET_COLUMNS[facet];
          const rows = await db
            .select({ value: column, n: count() })
            .from(products)
            .where(whereOf(f, facet))
            .groupBy(column);
          return [facet, Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]))] as const;
        }),
      );
      return Object.fromEntries(entries) as contract.ProductFacets;
    },

    async find(id: string): Promise<ProductRow | null> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(eq(products.id, id));
      return row ? flatten(row) : null;
    },

    async packs(productId: string): Promise<PackRow[]> {
      return db
        .select()
        .from(productPacks)
        .where(eq(productPacks.productId, productId))
        .orderBy(asc(productPacks.size), asc(productPacks.id));
    },

    /** In-stock products of the same form and band, cheapest first. */
    async substitutes(p: { id: string; form: string; band: string }, limit: number) {
      const rows = await db
        .select(productColumns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(
          and(
            eq(products.form, p.form),
            eq(products.band, p.band),
            ne(products.id, p.id),
            ne(products.stockStatus, 'out-of-stock'),
          ),
        )
        .orderBy(asc(products.priceFromPence), asc(products.id))
        .limit(limit);
      return rows.map(flatten);
    },

    async manufacturers(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<ManufacturerRow>> {
      const where = q.search ? ilike(manufacturers.name, containsPattern(q.search)) : undefined;
      const rows = await db
        .select({
          manufacturer: manufacturers,
          productCount: sql<number>`(select count(*)::int from products p where p.manufacturer_id = manufacturers.id)`,
          total: totalOver,
        })
        .from(manufacturers)
        .where(where)
        .orderBy(asc(manufacturers.name), asc(manufacturers.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, manufacturers, where) : 0);
      return {
        rows: rows.map((r) => ({ ...r.manufacturer, productCount: Number(r.productCount) })),
        total,
      };
    },

    async manufacturerNames() {
      return db
        .select({ id: manufacturers.id, name: manufacturers.name })
        .from(manufacturers)
        .orderBy(asc(manufacturers.name));
    },

    async insertManufacturer(values: typeof manufacturers.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(manufacturers)
        .values(values)
        .returning({ id: manufacturers.id });
      return row!.id;
    },

    /** A product and its packs, together: the service has derived band, terpene and price. */
    async insertProduct(
      values: typeof products.$inferInsert,
      packs: Omit<typeof productPacks.$inferInsert, 'productId'>[],
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      if (packs.length) {
        await tx.insert(productPacks).values(packs.map((p) => ({ ...p, productId: row!.id })));
      }
      return row!.id;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
