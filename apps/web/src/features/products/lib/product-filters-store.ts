import { createFeatureStore } from '../../../shared/session/feature-store';
import type { ProductFilters } from './product-filters';

interface ProductFiltersState {
  /** SPEC §3 `productFilters`: the catalogue's search, filters and sort, kept for a later visit. */
  productFilters: ProductFilters;
  setProductFilters: (productFilters: ProductFilters) => void;
}

/** The catalogue's own store (decision 140): only the products pages read it. */
export const useProductFiltersStore = createFeatureStore<ProductFiltersState>(
  'products',
  (set) => ({
    productFilters: {},
    setProductFilters: (productFilters) => set({ productFilters }),
  }),
  ({ productFilters }) => ({ productFilters }),
);
