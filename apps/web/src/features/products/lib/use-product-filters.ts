import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  normaliseFilters,
  sameFilters,
  type ProductFilters,
} from './product-filters';
import { useProductFiltersStore } from './product-filters-store';

/**
 * The catalogue's filters, kept in two places that must agree: the URL's query string (a shared
 * link, Back) and the catalogue's persisted `productFilters` (a later visit). A URL with any
 * filter wins and is stored; a bare /products shows the stored filters and writes them into the
 * URL. Changes write both, replacing the history entry so Back leaves the catalogue.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const stored = useProductFiltersStore((s) => s.productFilters);
  const setStored = useProductFiltersStore((s) => s.setProductFilters);

  const query = params.toString();
  const fromUrl = useMemo(
    () =>
      hasFilterParams(new URLSearchParams(query))
        ? filtersFromParams(new URLSearchParams(query))
        : null,
    [query],
  );
  // Until the stored filters reach the URL, the list already shows them (no flash of everything).
  // Stored filters pass through the query string's reader too: a value an older version stored
  // in another shape (a terpene was one string) is read as this version reads a link.
  const fromStore = useMemo(() => filtersFromParams(filtersToParams(stored)), [stored]);
  // The query string a change has just asked for: the store is set at once, the URL a moment
  // later. Until it arrives the list shows the store (a ticked box stays ticked) and the two are
  // not reconciled (that would undo the change).
  const [pending, setPending] = useState<string | null>(null);
  if (pending !== null && pending === query) setPending(null);
  const filters = pending !== null ? fromStore : (fromUrl ?? fromStore);

  useEffect(() => {
    if (pending !== null) return;
    if (fromUrl) {
      if (!sameFilters(fromUrl, stored)) setStored(fromUrl);
    } else if (Object.keys(fromStore).length > 0) {
      setParams(filtersToParams(fromStore), { replace: true });
    }
  }, [pending, fromUrl, stored, fromStore, setStored, setParams]);

  const setFilters = useCallback(
    (next: ProductFilters) => {
      const clean = normaliseFilters(next);
      const nextParams = filtersToParams(clean);
      setPending(nextParams.toString());
      setStored(clean);
      setParams(nextParams, { replace: true });
    },
    [setStored, setParams],
  );

  return [filters, setFilters] as const;
}
