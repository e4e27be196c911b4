import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  normaliseFilters,
  sameFilters,
  type ProductFilters,
} from './product-filters';

/**
 * The catalogue's filters, kept in two places that must agree: the URL's query string (a shared
 * link, Back) and the session store's persisted `productFilters` (a later visit). A URL with any
 * filter wins and is stored; a bare /products shows the stored filters and writes them into the
 * URL. Changes write both, replacing the history entry so Back leaves the catalogue.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const stored = useSessionStore((s) => s.productFilters);
  const setStored = useSessionStore((s) => s.setProductFilters);

  const query = params.toString();
  const fromUrl = useMemo(
    () =>
      hasFilterParams(new URLSearchParams(query))
        ? filtersFromParams(new URLSearchParams(query))
        : null,
    [query],
  );
  // Until the stored filters reach the URL, the list already shows them (no flash of everything).
  const filters = fromUrl ?? normaliseFilters(stored);
  // The query string a change has just asked for: the store is set at once, the URL a moment
  // later, and until it arrives the two must not be reconciled (that would undo the change).
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (pending.current !== null) {
      if (pending.current === query) pending.current = null;
      return;
    }
    if (fromUrl) {
      if (!sameFilters(fromUrl, stored)) setStored(fromUrl);
    } else if (Object.keys(normaliseFilters(stored)).length > 0) {
      setParams(filtersToParams(stored), { replace: true });
    }
  }, [query, fromUrl, stored, setStored, setParams]);

  const setFilters = useCallback(
    (next: ProductFilters) => {
      const clean = normaliseFilters(next);
      const nextParams = filtersToParams(clean);
      pending.current = nextParams.toString();
      setStored(clean);
      setParams(nextParams, { replace: true });
    },
    [setStored, setParams],
  );

  return [filters, setFilters] as const;
}
