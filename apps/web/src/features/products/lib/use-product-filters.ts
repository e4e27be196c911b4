import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILTERS_PANEL,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  normaliseFilters,
  sameFilters,
  type ProductFilters,
} from './product-filters';
import { useProductFiltersStore } from './product-filters-store';

/** The query string of `filters`, keeping the filters shown in place on a phone (`?panel=`). */
function addressOf(filters: ProductFilters, current: URLSearchParams): URLSearchParams {
  const params = filtersToParams(filters);
  const panel = current.get(FILTERS_PANEL.name);
  if (panel !== null) params.set(FILTERS_PANEL.name, panel);
  return params;
}

/**
 * The catalogue's filters, kept in two places that must agree: the URL's query string (a shared
 * link, Back, the filter form sent before the page's scripts) and the catalogue's persisted
 * `productFilters` (a later visit). The page renders and hydrates what the URL names, as the
 * server did; a URL naming any of the list's keys wins and is stored (the filter form always
 * names the sort, so what it sends is never taken for a bare address). Only a bare /products (a
 * menu link) shows the stored filters and writes them into the URL. Changes write both,
 * replacing the history entry so Back leaves the catalogue.
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
      setParams((current) => addressOf(fromStore, current), { replace: true });
    }
  }, [pending, fromUrl, stored, fromStore, setStored, setParams]);

  const setFilters = useCallback(
    (next: ProductFilters) => {
      const clean = normaliseFilters(next);
      const nextParams = addressOf(clean, params);
      setPending(nextParams.toString());
      setStored(clean);
      setParams(nextParams, { replace: true });
    },
    [params, setStored, setParams],
  );

  return [filters, setFilters] as const;
}
