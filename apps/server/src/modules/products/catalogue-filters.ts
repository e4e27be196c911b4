import { and, gte, ilike, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { products as contract } from '@portal/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like';
import { isPublished } from '../../db/published';
import { products } from '../../db/schema';

// The catalogue's filters and sorts as SQL, written once for a query built at once and for the
// prepared statements of each shape (decision 41).

export type Filter = Omit<contract.ProductListQuery, 'limit' | 'skip' | 'sort'>;

/** The facet each query parameter narrows, and the column it counts. */
export const FACET_COLUMNS = {
  manufacturerId: products.manufacturerId,
  form: products.form,
  strainType: products.strainType,
  band: products.band,
  stock: products.stockStatus,
  terpene: products.dominantTerpene,
} as const satisfies Record<contract.ProductFacet, AnyPgColumn>;
export const FACETS = Object.keys(FACET_COLUMNS) as contract.ProductFacet[];

/** The query's filters; which of them a query has is its shape. */
export const FILTERS = [
  'search',
  'thcMin',
  'thcMax',
  'cbdMin',
  'cbdMax',
  'priceMin',
  'priceMax',
  ...FACETS,
] as const;
export type FilterName = (typeof FILTERS)[number];

export const has = (f: Filter, name: FilterName): boolean => {
  const v = f[name];
  return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '';
};

/**
 * A filter's value as the statement's parameter: the search as its ILIKE pattern, terpenes in
 * lower case (they match in any case).
 */
export const paramOf = (f: Filter, name: FilterName): unknown =>
  name === 'search' && f.search
    ? containsPattern(f.search)
    : name === 'terpene'
      ? f.terpene?.map((t) => t.toLowerCase())
      : f[name];

/**
 * Where a WHERE takes its values from: bound at once, or placeholders filled when a prepared
 * statement runs (`paramsOf`). One definition of the filters serves both.
 */
export interface Values {
  has(name: FilterName): boolean;
  get(name: FilterName): SQLWrapper;
}
export const bound = (f: Filter): Values => ({
  has: (name) => has(f, name),
  get: (name) => sql.param(paramOf(f, name)),
});
export const placeholders = (f: Filter): Values => ({
  has: (name) => has(f, name),
  get: (name) => sql.placeholder(name),
});
export const paramsOf = (f: Filter): Record<string, unknown> =>
  Object.fromEntries(FILTERS.filter((name) => has(f, name)).map((n) => [n, paramOf(f, n)]));

/** The filters that narrow no facet: search and the ranges. */
export function commonWhere(v: Values): SQL | undefined {
  const pattern = v.get('search');
  return and(
    // Drafts and scheduled products, and the products of a draft producer, are never public.
    isPublished(products.publishedAt),
    sql`exists (select 1 from manufacturers pm where pm.id = products.manufacturer_id and pm.published_at <= now())`,
    v.has('search')
      ? or(
          ilike(products.name, pattern),
          ilike(products.cultivar, pattern),
          // Qualified by hand: inside a subquery Drizzle may print a column without its table.
          sql`exists (select 1 from manufacturers m where m.id = products.manufacturer_id and m.name ilike ${pattern})`,
        )
      : undefined,
    v.has('thcMin') ? gte(products.thcValue, v.get('thcMin')) : undefined,
    v.has('thcMax') ? lte(products.thcValue, v.get('thcMax')) : undefined,
    v.has('cbdMin') ? gte(products.cbdValue, v.get('cbdMin')) : undefined,
    v.has('cbdMax') ? lte(products.cbdValue, v.get('cbdMax')) : undefined,
    v.has('priceMin') ? gte(products.priceFromPence, v.get('priceMin')) : undefined,
    v.has('priceMax') ? lte(products.priceFromPence, v.get('priceMax')) : undefined,
  );
}

/** The facet filters, every one but `except`: the values of one filter ORed (one array each). */
export function facetWhere(v: Values, except?: contract.ProductFacet): SQL | undefined {
  return and(
    ...FACETS.map((facet) =>
      facet !== except && v.has(facet)
        ? facet === 'terpene'
          ? sql`lower(${FACET_COLUMNS[facet]}) = any(${v.get(facet)})`
          : sql`${FACET_COLUMNS[facet]} = any(${v.get(facet)})`
        : undefined,
    ),
  );
}

/** The catalogue's WHERE: every filter ANDed, the values of one filter ORed. */
export const whereOf = (v: Values): SQL | undefined => and(commonWhere(v), facetWhere(v));

export const ORDER: Record<contract.ProductSort, SQL[]> = {
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
