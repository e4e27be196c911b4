import { products } from '@portal/contract';

/** The catalogue's search, filters and sort: the products list query without paging. */
export type ProductFilters = Partial<Omit<products.ProductListQuery, 'limit' | 'skip'>>;

/** The list filters that hold several values (`?form=oil&form=flower`): the counted facets. */
export const LIST_FILTERS = products.PRODUCT_FACETS;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The number ranges, each a min and a max. */
export const RANGE_FILTERS = [
  'thcMin',
  'thcMax',
  'cbdMin',
  'cbdMax',
  'priceMin',
  'priceMax',
] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export const DEFAULT_SORT: products.ProductSort = 'name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ALLOWED: Record<ListFilter, (v: string) => boolean> = {
  manufacturerId: (v) => UUID.test(v),
  form: (v) => (products.PRODUCT_FORMS as readonly string[]).includes(v),
  strainType: (v) => (products.STRAIN_TYPES as readonly string[]).includes(v),
  band: (v) => (products.RATIO_BANDS as readonly string[]).includes(v),
  stock: (v) => (products.STOCK_STATUSES as readonly string[]).includes(v),
  terpene: (v) => v.trim().length > 0 && v.length <= 40,
};

/**
 * The ranges the address names in pounds, as the filter form shows them (a form sent before the
 * page's scripts cannot turn pounds into pence); the list query asks in pence.
 */
const IN_POUNDS: readonly RangeFilter[] = ['priceMin', 'priceMax'];

/** The query-string keys this page owns; any of them in the URL means a link chose the list. */
const KEYS = ['search', 'sort', ...LIST_FILTERS, ...RANGE_FILTERS] as const;

/**
 * `?panel=filters`: on a phone, the page shows its filters in place (where the app opens a
 * drawer), so a press on Filters before the page's scripts arrive opens them too.
 */
export const FILTERS_PANEL = { name: 'panel', value: 'filters' } as const;

export const showsFiltersPanel = (params: URLSearchParams) =>
  params.get(FILTERS_PANEL.name) === FILTERS_PANEL.value;

export function hasFilterParams(params: URLSearchParams): boolean {
  return KEYS.some((k) => params.has(k));
}

/**
 * Filters from a query string, leniently: a value the contract would refuse (an unknown form, a
 * mangled number from a hand-edited link) is dropped rather than failing the whole list.
 */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {};
  const search = params.get('search')?.trim();
  if (search) filters.search = search.slice(0, 100);
  const sort = params.get('sort');
  if (sort && (products.PRODUCT_SORTS as readonly string[]).includes(sort) && sort !== DEFAULT_SORT)
    filters.sort = sort as products.ProductSort;
  for (const key of LIST_FILTERS) {
    const values = [...new Set(params.getAll(key).filter(ALLOWED[key]))].slice(0, 50);
    if (values.length > 0) (filters as Record<ListFilter, string[]>)[key] = values;
  }
  for (const key of RANGE_FILTERS) {
    const text = params.get(key);
    const value = text === null || text.trim() === '' ? NaN : Number(text);
    if (Number.isFinite(value) && value >= 0 && value <= 1_000_000)
      filters[key] = IN_POUNDS.includes(key) ? Math.round(value * 100) : value;
  }
  return filters;
}

/** Drops empty values and the default sort, so equal lists have equal filters. */
export function normaliseFilters(filters: ProductFilters): ProductFilters {
  const out: ProductFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof ProductFilters, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** The query string of a set of filters, keys in a fixed order so a link is stable. */
export function filtersToParams(filters: ProductFilters): URLSearchParams {
  const clean = normaliseFilters(filters);
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = clean[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (typeof value === 'number' && IN_POUNDS.includes(key as RangeFilter))
      params.set(key, String(value / 100));
    else params.set(key, String(value));
  }
  return params;
}

export function sameFilters(a: ProductFilters, b: ProductFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString();
}

/**
 * How many filters are on, for the mobile filter button: each chosen value and each range (a
 * min, a max or both); the search and the sort are not filters.
 */
export function countActiveFilters(filters: ProductFilters): number {
  let count = 0;
  for (const key of LIST_FILTERS) count += filters[key]?.length ?? 0;
  for (const range of ['thc', 'cbd', 'price'] as const) {
    if (filters[`${range}Min`] !== undefined || filters[`${range}Max`] !== undefined) count += 1;
  }
  return count;
}

/** Everything cleared but the search and the sort. */
export function clearedFilters(filters: ProductFilters): ProductFilters {
  return normaliseFilters({ search: filters.search, sort: filters.sort });
}
