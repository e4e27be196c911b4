import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGES_PARAM } from '../ui/load-more';

/**
 * The page's search text, kept in `?search=` of the URL (a shared link, Back, a tab change keep
 * it); setting it replaces the history entry, so Back leaves the page rather than each term.
 */
export function useSearchParam(): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const setSearch = useCallback(
    (term: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // Another list: from its first page.
          next.delete(PAGES_PARAM);
          if (term.trim()) next.set('search', term.trim());
          else next.delete('search');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [search, setSearch];
}
