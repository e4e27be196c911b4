import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The object a tab shows in place (a drawer), kept in the URL's `?<name>=<id>` so a link opens
 * it (decision 68). Returns the id (anything but an id is no object), a setter (null closes; it
 * replaces the history entry, so Back leaves the tab as it would from the tab itself) and the
 * link that opens an object, keeping the rest of the query (the search).
 */
export function useDetailParam(
  name: string,
): [string | null, (id: string | null) => void, (id: string) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get(name);
  const id = raw && UUID.test(raw) ? raw : null;
  const setId = useCallback(
    (next: string | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set(name, next);
          else p.delete(name);
          return p;
        },
        { preventScrollReset: true, replace: true },
      ),
    [name, setParams],
  );
  const hrefOf = (target: string) => {
    const p = new URLSearchParams(params);
    p.set(name, target);
    return `${pathname}?${p.toString()}`;
  };
  return [id, setId, hrefOf];
}
