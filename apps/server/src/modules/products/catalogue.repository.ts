import { and, asc, eq, ilike, ne, sql, type Placeholder } from 'drizzle-orm';
import type { products as contract } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, pageOf, pageOfSelect, totalOver, type Page } from '../../db/paging';
import { isPublished, nextPublication } from '../../db/published';
import { manufacturers, productPacks, products } from '../../db/schema';
import {
  bound,
  FILTERS,
  has,
  FACET_COLUMNS,
  FACETS,
  facetWhere,
  commonWhere,
  ORDER,
  paramsOf,
  placeholders,
  whereOf,
  type Filter,
  type Values,
} from './catalogue-filters';

export type ProductRow = typeof products.$inferSelect & {
  manufacturerName: string;
  manufacturerCountry: string;
};
export type PackRow = typeof productPacks.$inferSelect;
export type ManufacturerRow = typeof manufacturers.$inferSelect & { productCount: number };

interface Prepared<T> {
  execute(params: Record<string, unknown>): Promise<T>;
}

/** How many prepared shapes are kept; past that, queries are built as they come (decision 41). */
const MAX_PREPARED_SHAPES = 200;

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
export function createCatalogueRepository(db: Db, opts: { maxPreparedShapes?: number } = {}) {
  const maxShapes = opts.maxPreparedShapes ?? MAX_PREPARED_SHAPES;
  // HOT-PATH EXCEPTION (decision 41, after decision 21): the list's two statements are built
  // and prepared once per filter shape and sort, instead of by the query builder per request.
  const pageQuery = (
    v: Values,
    sort: contract.ProductSort,
    limit: number | Placeholder = sql.placeholder('limit'),
    offset: number | Placeholder = sql.placeholder('offset'),
  ) =>
    db
      .select({ ...productColumns, total: totalOver })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(whereOf(v))
      .orderBy(...ORDER[sort], asc(products.id))
      .limit(limit)
      .offset(offset);

  // One scan, grouped by each facet's column in turn (grouping sets), each group counting the
  // rows that pass every filter but its own facet's.
  const facetsQuery = (v: Values) =>
    db
      .select({
        facet: sql<contract.ProductFacet>`case ${sql.join(
          FACETS.map((facet) => sql`when grouping(${FACET_COLUMNS[facet]}) = 0 then ${facet}`),
          sql` `,
        )} end`,
        value: sql<string | null>`coalesce(${sql.join(
          FACETS.map((facet) => sql`${FACET_COLUMNS[facet]}::text`),
          sql`, `,
        )})`,
        n: sql<number>`case ${sql.join(
          FACETS.map(
            (facet) =>
              sql`when grouping(${FACET_COLUMNS[facet]}) = 0 then count(*) filter (where ${facetWhere(v, facet) ?? sql`true`})`,
          ),
          sql` `,
        )} end::int`,
      })
      .from(products)
      .where(commonWhere(v))
      .groupBy(
        sql`grouping sets (${sql.join(
          FACETS.map((facet) => sql`(${FACET_COLUMNS[facet]})`),
          sql`, `,
        )})`,
      );

  const prepared = new Map<string, Prepared<unknown>>();
  /** The prepared statement of `name` for this shape, or null once the cache is full. */
  function statementFor<T>(
    name: string,
    f: Filter,
    build: (v: Values) => { prepare(name: string): Prepared<T> },
  ): Prepared<T> | null {
    const key = `${name}_${FILTERS.map((n) => Number(has(f, n))).join('')}`;
    const hit = prepared.get(key);
    if (hit) return hit as Prepared<T>;
    if (prepared.size >= maxShapes) return null;
    const statement = build(placeholders(f)).prepare(key);
    prepared.set(key, statement);
    return statement;
  }

  return {
    /** When the next scheduled product or producer shows (epoch ms), or null. */
    nextPublication: () => nextPublication(db, [products.publishedAt, manufacturers.publishedAt]),

    async page(q: contract.ProductListQuery): Promise<Page<ProductRow>> {
      const params = { ...paramsOf(q), limit: q.limit, offset: q.skip };
      const statement = statementFor(`products_page_${q.sort.replace('-', '_')}`, q, (v) =>
        pageQuery(v, q.sort),
      );
      const rows = statement
        ? await statement.execute(params)
        : await pageQuery(bound(q), q.sort, q.limit, q.skip);
      return pageOf(rows, q.skip, flatten, () => countRows(db, products, whereOf(bound(q))));
    },

    /**
     * For each facet, how many products each value gives with the other filters applied.
     * Values that no product has are left out; the web counts those as 0.
     */
    async facets(f: Filter): Promise<contract.ProductFacets> {
      const statement = statementFor('products_facets', f, facetsQuery);
      const rows = statement ? await statement.execute(paramsOf(f)) : await facetsQuery(bound(f));
      const counts = Object.fromEntries(
        FACETS.map((facet) => [facet, {} as Record<string, number>]),
      ) as contract.ProductFacets;
      // A product without a value (no terpene profile yet) is in no group of that facet.
      for (const r of rows) if (r.n > 0 && r.value !== null) counts[r.facet][r.value] = r.n;
      return counts;
    },

    async find(id: string): Promise<ProductRow | null> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(
          and(
            eq(products.id, id),
            isPublished(products.publishedAt),
            isPublished(manufacturers.publishedAt),
          ),
        );
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
            isPublished(products.publishedAt),
            isPublished(manufacturers.publishedAt),
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
      const where = and(
        isPublished(manufacturers.publishedAt),
        q.search ? ilike(manufacturers.name, containsPattern(q.search)) : undefined,
      );
      return pageOfSelect(
        () =>
          db
            .select({
              manufacturer: manufacturers,
              productCount: sql<number>`(select count(*)::int from products p where p.manufacturer_id = manufacturers.id and p.published_at <= now())`,
              total: totalOver,
            })
            .from(manufacturers)
            .where(where)
            .$dynamic(),
        [asc(manufacturers.name), asc(manufacturers.id)],
        q,
        (r) => ({ ...r.manufacturer, productCount: Number(r.productCount) }),
      );
    },

    async manufacturerNames() {
      return db
        .select({ id: manufacturers.id, name: manufacturers.name })
        .from(manufacturers)
        .where(isPublished(manufacturers.publishedAt))
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
