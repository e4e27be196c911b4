import { search } from '@portal/contract';
import { PAGES_PARAM } from '../../../shared/ui/load-more';

type SearchKind = search.SearchKind;

/** The address's name for the term: `/search?q=…`, as the header's form sends it. */
export const QUERY_PARAM = 'q';
/** The address's kinds filter: `?kinds=post,response`; none means every kind. */
export const KINDS_PARAM = 'kinds';

/** The address's count of a kind's pages of results (`?pages-post=2`). */
export const pagesParamOf = (kind: SearchKind) => `${PAGES_PARAM}-${kind}`;

const isKind = (value: string): value is SearchKind =>
  (search.SEARCH_KINDS as readonly string[]).includes(value);

export interface SearchAddress {
  /** The term, trimmed and cut to what the API takes; '' for none. */
  q: string;
  /** The kinds chosen, in SEARCH_KINDS order; empty for every kind. */
  kinds: SearchKind[];
}

/**
 * The search an address names, leniently (the page and its loader alike): an unknown kind from
 * a hand-edited link is dropped, and a term longer than the API takes is cut, rather than the
 * page failing.
 */
export function searchAddressOf(params: URLSearchParams): SearchAddress {
  const q = (params.get(QUERY_PARAM) ?? '').trim().slice(0, search.SEARCH_QUERY_MAX_LENGTH).trim();
  const asked = new Set(
    params
      .getAll(KINDS_PARAM)
      .flatMap((value) => value.split(','))
      .map((kind) => kind.trim()),
  );
  return { q, kinds: search.SEARCH_KINDS.filter((kind) => asked.has(kind) && isKind(kind)) };
}

/** The address's query string with `kind` added to the chosen kinds, or taken out of them. */
export function toggledKindSearch(params: URLSearchParams, kind: SearchKind): string {
  const { kinds } = searchAddressOf(params);
  const next = kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind];
  return kindsSearch(params, next);
}

/** The address's query string with these kinds chosen (none: every kind). */
export function kindsSearch(params: URLSearchParams, kinds: readonly SearchKind[]): string {
  const next = new URLSearchParams(params);
  next.delete(KINDS_PARAM);
  const ordered = search.SEARCH_KINDS.filter((k) => kinds.includes(k));
  if (ordered.length > 0) next.set(KINDS_PARAM, ordered.join(','));
  return `?${next.toString()}`;
}
