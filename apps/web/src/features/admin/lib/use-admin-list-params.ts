import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per page of an admin table. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminListParams {
  /** The search in force ('' for none): the URL's `search`. */
  search: string;
  /** The page shown, from 1: the URL's `page`. */
  page: number;
  /** The list call's paging for that page. */
  limit: number;
  skip: number;
  /** A filter of the page's own (`status`, `entity`…) from the URL; '' when absent. */
  filter: (name: string) => string;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  /** Sets (or with '' removes) a filter; like a new search, it goes back to page 1. */
  setFilter: (name: string, value: string) => void;
}

/**
 * An admin list's search, page and filters, kept in the URL's query string so that a reload, a
 * shared link and Back show the same rows. A new search or filter goes back to the first page;
 * each replaces the history entry rather than adding one per keystroke.
 */
export function useAdminListParams(pageSize = ADMIN_PAGE_SIZE): AdminListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const update = useCallback(
    (changes: Record<string, string>, keepPage = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return {
    search,
    page,
    limit: pageSize,
    skip: (page - 1) * pageSize,
    filter: (name) => params.get(name) ?? '',
    setSearch: (term) => update({ search: term }),
    setPage: (n) => update({ page: n > 1 ? String(n) : '' }, true),
    setFilter: (name, value) => update({ [name]: value }),
  };
}
