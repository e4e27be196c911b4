import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';

/** The address's count of a list's pages (`?pages=3`): what "Load more" before scripts asks for. */
export const PAGES_PARAM = 'pages';
/** The most pages one address asks the server for at once (a bound on one render's work). */
export const MOST_PAGES = 10;

/**
 * Whether an address's parameter counts a list's pages: `pages`, or `pages-<list>` where a page
 * has two lists (a new search starts each again).
 */
export const isPagesParam = (name: string) =>
  name === PAGES_PARAM || name.startsWith(`${PAGES_PARAM}-`);

/** How many pages of its list the address asks for (`param`, `pages` by default): 1 to MOST_PAGES. */
export function pagesOf(params: URLSearchParams, param = PAGES_PARAM): number {
  const asked = Number.parseInt(params.get(param) ?? '', 10);
  return Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MOST_PAGES) : 1;
}

/**
 * A page's loader's options for a list the address pages: the list's first `?pages=` pages at
 * once, so that a "Load more" pressed before the page's scripts comes back with them.
 */
export const withPagesOf = <Options extends object>(
  options: Options,
  params: URLSearchParams,
  param = PAGES_PARAM,
) => ({ ...options, pages: pagesOf(params, param) });

/**
 * A list's "Load more", a link to the address that asks for one page more (`?pages=N`): pressed
 * before the page's scripts arrive, the server renders the list that long (its loader reads the
 * count with `withPagesOf`); once they have, the next page is fetched in place and the address
 * is left as it is. Only for a list whose page's loader reads the count.
 */
export function LoadMoreLink({
  list,
  param = PAGES_PARAM,
  children,
  ...button
}: ButtonProps & {
  /** The address's name for this list's pages, where a page has two lists. */
  param?: string;
  /** The list's infinite query (what it reads of it). */
  list: {
    data?: { pages: readonly unknown[] } | undefined;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(Math.min((list.data?.pages.length ?? 1) + 1, MOST_PAGES)));
  return (
    <Button
      variant="default"
      {...button}
      component={Link}
      to={{ search: `?${next.toString()}` }}
      replace
      preventScrollReset
      loading={list.isFetchingNextPage}
      onClick={(event) => {
        event.preventDefault();
        void list.fetchNextPage();
      }}
    >
      {children}
    </Button>
  );
}
