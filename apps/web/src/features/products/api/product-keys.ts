import { filtersToParams, type ProductFilters } from '../lib/product-filters';

/** Query keys of the products cache; a list's key is its filters' canonical query string. */
export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) =>
    ['products', 'list', filtersToParams(filters).toString()] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  manufacturerNames: ['products', 'manufacturer-names'] as const,
  declarationsAll: ['products', 'declarations'] as const,
  declarations: (productId: string) => ['products', 'declarations', productId] as const,
};
