import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isPagesParam } from '../ui/load-more';

/**
 * The page's search text, kept in `?search=` of the URL (a shared link, Back, a tab change keep
 * it), or in `param`; setting it replaces the history entry, so Back leaves the page rather than
 * each term.
 */
export function useSearchParam(param = 'search'): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(param)?.trim() ?? '';
  const setSearch = useCallback(
    (term: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // Another list: from its first page.
          for (const name of [...next.keys()]) if (isPagesParam(name)) next.delete(name);
          if (term.trim()) next.set(param, term.trim());
          else next.delete(param);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, param],
  );
  return [search, setSearch];
}
